// The test fixture every journey uses: it fails a test on any console error,
// uncaught page error or request leaving the app's origin (the app must work
// offline: no fonts, CDNs or analytics). A test that provokes an HTTP error on
// purpose (an unknown key answering 401) declares it in expectedHttpErrors;
// Chromium's own "Failed to load resource" line for that answer is then allowed.
import { test as base, expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** path -> the HTTP status a test provokes there on purpose */
export type ExpectedHttpErrors = Record<string, number>;

export const test = base.extend<{ expectedHttpErrors: ExpectedHttpErrors; thirdPartyOrigin: string; allowedOrigins: string[] }>({
  expectedHttpErrors: [{}, { option: true }],
  /** a stand-in site (served by page.route) a test embeds the app into; requests to it are allowed */
  thirdPartyOrigin: ["", { option: true }],
  /** other origins the page may call on purpose (the embedded ledger's JSON-RPC, which a wallet purchase talks to) */
  allowedOrigins: [[], { option: true }],
  page: async ({ page, baseURL, expectedHttpErrors, thirdPartyOrigin, allowedOrigins }, runTest) => {
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    const consoleErrors: string[] = [];
    const seenExpected = new Set<number>();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (expectedHttpErrors[path] === response.status()) seenExpected.add(response.status());
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin && url.origin !== thirdPartyOrigin && !allowedOrigins.includes(url.origin)) problems.push(`external request: ${request.url()}`);
    });
    await runTest(page);
    // judged at the end: Chromium may log a failed load before the response event arrives
    for (const text of consoleErrors) {
      const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
      if (!status || !seenExpected.has(Number(status[1]))) problems.push(`console error: ${text}`);
    }
    expect(problems, "console errors, page errors or external requests").toEqual([]);
  },
});

export { expect };

export const SCREENSHOT_DIR = join("test-results", "screenshots");

/** A full-page screenshot kept as an artifact: test-results/screenshots/<name>.png */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };
