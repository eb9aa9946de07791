// The badge's data-api-key (issue 20 item 5): anything in public HTML is
// public, so public/widget.js sends only a publishable key (pk_live_, in the
// X-API-Key header, never in the URL); a secret key (ch_live_) or anything else
// is never sent (a console warning; the visitor's free quota is used), and a
// publishable key the service refuses (401/402/403) is dropped for the
// visitor's free quota. Runs the shipped script in a VM against a minimal fake
// DOM and records its fetch calls.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const source = readFileSync(fileURLToPath(new URL("../../public/widget.js", import.meta.url)), "utf8");
const MINT = "So11111111111111111111111111111111111111112";
const SECRET_KEY = "ch_live_AbCdEfGhJk_5mXQ8wqE2gY9u3kLtP7rB4nVzHcS6dJ1aF";
const PUBLISHABLE_KEY = "pk_live_AbCdEfGhJk_5mXQ8wqE2gY9u3kLtP7rB4nVzHcS6dJ1aF";
const REPORT = { cabal_score: 12, recommendation: "SAFE" };

interface FakeNode {
  attributes: Map<string, string>;
  style: Record<string, string>;
  shadowRoot: FakeNode | null;
  [key: string]: unknown;
}

function fakeNode(attributes: Record<string, string> = {}): FakeNode {
  const node: FakeNode = {
    attributes: new Map(Object.entries(attributes)),
    style: {},
    shadowRoot: null,
    nodeType: 1,
    setAttribute: (name: string, value: string) => node.attributes.set(name, value),
    getAttribute: (name: string) => node.attributes.get(name) ?? null,
    hasAttribute: (name: string) => node.attributes.has(name),
    appendChild: () => undefined,
    replaceChildren: () => undefined,
    attachShadow: () => (node.shadowRoot = fakeNode()),
    matches: () => false,
    querySelectorAll: () => [],
  };
  return node;
}

type Answer = { status: number; body: unknown };
interface Call {
  url: string;
  init: { credentials?: string; headers?: Record<string, string> } | undefined;
}

/** `answer`: what the service says to each call (default: never answers). */
function runWidget(hostAttributes: Record<string, string>, answer?: (call: Call) => Answer) {
  const host = fakeNode(hostAttributes);
  const calls: Call[] = [];
  const warnings: string[] = [];
  const document = {
    currentScript: { src: "https://cabal.example/widget.js" },
    readyState: "complete",
    visibilityState: "visible",
    documentElement: fakeNode(),
    createElement: () => fakeNode(),
    querySelectorAll: () => [host],
  };
  const fetch = (url: string, init?: Call["init"]) => {
    const call = { url, init };
    calls.push(call);
    if (!answer) return new Promise(() => undefined);
    const { status, body } = answer(call);
    return Promise.resolve({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) });
  };
  const window = { location: { href: "https://publisher.example/page", origin: "https://publisher.example" } };
  runInNewContext(source, {
    window,
    document,
    fetch,
    URL,
    console: { warn: (message: string) => warnings.push(message) },
    MutationObserver: class {
      observe() {}
    },
    setInterval: () => 0,
  });
  return { calls, warnings, host };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const sentKey = (call: Call) => call.init?.headers?.["X-API-Key"] ?? null;

describe("the badge widget's data-api-key", () => {
  it("without the attribute scans with no key, on the visitor's free quota", () => {
    const { calls, warnings } = runWidget({ "data-mint": MINT });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`https://cabal.example/api/scan-cabal?mintAddress=${MINT}`);
    expect(JSON.stringify(calls[0].init ?? {})).not.toMatch(/api-key/i);
    expect(warnings).toEqual([]);
  });

  it("sends a publishable key in the X-API-Key header (never in the URL, no cookies), without a warning", async () => {
    const { calls, warnings, host } = runWidget({ "data-mint": MINT, "data-api-key": ` ${PUBLISHABLE_KEY} ` }, () => ({ status: 200, body: REPORT }));
    expect(calls).toHaveLength(1);
    expect(sentKey(calls[0])).toBe(PUBLISHABLE_KEY);
    expect(calls[0].url).not.toContain(PUBLISHABLE_KEY);
    expect(calls[0].init?.credentials).toBe("omit");
    await settle();
    expect(host.attributes.get("data-state")).toBe("ready");
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it("refuses a secret key: never sent anywhere, a console warning, the visitor's free quota instead", () => {
    const { calls, warnings } = runWidget({ "data-mint": MINT, "data-api-key": SECRET_KEY });
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(calls[0].init ?? {})).not.toMatch(/api-key/i);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/SECRET key/);
    expect(warnings[0]).not.toContain(SECRET_KEY);
  });

  it.each([
    ["a value of another shape", "my-api-key-123"],
    ["a publishable prefix on a malformed key", "pk_live_short"],
    ["an empty attribute", ""],
  ])("does not send %s (a warning, no key)", (_name, value) => {
    const { calls, warnings } = runWidget({ "data-mint": MINT, "data-api-key": value });
    expect(calls).toHaveLength(1);
    expect(sentKey(calls[0])).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not a publishable key/);
  });

  it.each([401, 402, 403])("drops a publishable key the service refuses (%i): one warning, then the visitor's free quota", async (status) => {
    const { calls, warnings, host } = runWidget({ "data-mint": MINT, "data-api-key": PUBLISHABLE_KEY }, (call) =>
      sentKey(call) ? { status, body: { error: { code: "origin_not_allowed", message: "no" } } } : { status: 200, body: REPORT },
    );
    await settle();
    expect(calls.map(sentKey)).toEqual([PUBLISHABLE_KEY, null]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/refused/);
    expect(host.attributes.get("data-state")).toBe("ready");
  });

  it("does not fall back on other failures with a key (a 429 is shown, not retried without the key)", async () => {
    const { calls, host } = runWidget({ "data-mint": MINT, "data-api-key": PUBLISHABLE_KEY }, () => ({ status: 429, body: { error: { code: "rate_limited", message: "slow" } } }));
    await settle();
    expect(calls.map(sentKey)).toEqual([PUBLISHABLE_KEY]);
    expect(host.attributes.get("data-state")).toBe("error");
  });
});
