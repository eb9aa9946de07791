// The two small pages of the free-key link. The e-mailed link (GET) shows a
// button that POSTs the token back: link scanners that pre-fetch URLs cannot
// use the link up, and the key appears only in the POST's answer, once.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#0b0f17;color:#e6e9ef;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:34rem;padding:2rem;background:#131a26;border-radius:12px;box-shadow:0 10px 30px #0006}
h1{font-size:1.3rem;margin-top:0}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#3b82f6;color:#fff;cursor:pointer}
code{display:block;word-break:break-all;padding:.8rem;background:#0b0f17;border-radius:8px;font-size:.95rem;user-select:all}
.warn{color:#fbbf24}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A small standalone page in the style of the e-mailed links (also the watch e-mail confirmation). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function confirmPage(token: string): string {
  return page(
    "Confirm your free key",
    `<h1>Confirm your free Cabal Hunter key</h1><p>Press the button to create your free API key. It is shown once, on the next page.</p>
<form method="post" action="/api/free-key/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Create my free key</button></form>`,
  );
}

export function keyPage(apiKey: string): string {
  return page(
    "Your free key",
    `<h1>Your free API key</h1><code>${escapeHtml(apiKey)}</code>
<p class="warn">Copy it now: it is shown only this once and cannot be recovered (only its hash is stored). A lost key is replaced by requesting a new link.</p>
<p>Send it as the <b>X-API-Key</b> header on every call.</p>`,
  );
}

export function errorPage(message: string): string {
  return page("Free key", `<h1>That did not work</h1><p>${escapeHtml(message)}</p>`);
}
