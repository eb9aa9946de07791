// The two small pages of an e-mail watch's confirmation link, in the free
// key's style (free-key-pages.ts): the link (GET) shows a button that POSTs the
// token back, so a link scanner that pre-fetches URLs cannot confirm an address
// for the person who owns it.
import { escapeHtml, page } from "@/server/services/access/access/free-key-pages";

export function watchConfirmPage(token: string): string {
  return page(
    "Confirm e-mail alerts",
    `<h1>Confirm Cabal Hunter e-mail alerts</h1><p>Press the button to receive the token alerts registered for this address. Nothing is sent before you do.</p>
<form method="post" action="/api/watch/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Send alerts to this address</button></form>`,
  );
}

export function watchConfirmedPage(email: string): string {
  return page("E-mail alerts confirmed", `<h1>Confirmed</h1><p>Alerts of this key's watches now go to <b>${escapeHtml(email)}</b>. Deleting the watch stops them.</p>`);
}

export function watchConfirmErrorPage(message: string): string {
  return page("E-mail alerts", `<h1>That did not work</h1><p>${escapeHtml(message)}</p>`);
}
