// The badge never sends an API key: a key written into public HTML is public,
// so public/widget.js scans on the visitor's own free quota and ignores
// data-api-key (with a warning). Runs the shipped script in a VM against a
// minimal fake DOM and records its fetch calls.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const source = readFileSync(fileURLToPath(new URL("../../public/widget.js", import.meta.url)), "utf8");
const MINT = "So11111111111111111111111111111111111111112";

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

function runWidget(hostAttributes: Record<string, string>) {
  const host = fakeNode(hostAttributes);
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const warnings: string[] = [];
  const document = {
    currentScript: { src: "https://cabal.example/widget.js" },
    readyState: "complete",
    visibilityState: "visible",
    documentElement: fakeNode(),
    createElement: () => fakeNode(),
    querySelectorAll: () => [host],
  };
  const fetch = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Promise(() => undefined); // the answer does not matter here
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
  return { calls, warnings };
}

describe("the badge widget", () => {
  it("scans without any key on the visitor's free quota", () => {
    const { calls, warnings } = runWidget({ "data-mint": MINT });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`https://cabal.example/api/scan-cabal?mintAddress=${MINT}`);
    expect(JSON.stringify(calls[0].init ?? {})).not.toMatch(/api-key/i);
    expect(warnings).toEqual([]);
  });

  it("ignores a data-api-key attribute: never sent, a console warning instead", () => {
    const key = "ch_live_AbCdEfGhJk_5mXQ8wqE2gY9u3kLtP7rB4nVzHcS6dJ1aF";
    const { calls, warnings } = runWidget({ "data-mint": MINT, "data-api-key": key });
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0])).not.toContain(key);
    expect(JSON.stringify(calls[0].init ?? {})).not.toMatch(/api-key/i);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/data-api-key is ignored/);
  });
});
