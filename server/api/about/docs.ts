// GET /docs: the API reference page.
import { getDocs } from "@/server/contracts/endpoints/about";
import { httpRequest, implement } from "@/server/api/implement";

// Scalar's standalone viewer, served from this server (no CDN): the bundle
// comes from node_modules through /docs/scalar.js, the fonts are the system's
// (withDefaultFonts: false), and requests go straight to this origin (no proxy).
// proxy.ts gives pages a nonce CSP; both scripts carry this request's nonce.
const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Cabal Hunter API reference</title>
  <meta name="description" content="The Cabal Hunter HTTP API: scans, maps, keys and payments, generated from /openapi.json." />
</head>
<body>
  <div id="api-reference-app"></div>
  <script nonce="${nonce}" src="/docs/scalar.js"></script>
  <script nonce="${nonce}">
    Scalar.createApiReference("#api-reference-app", {
      url: "/openapi.json",
      withDefaultFonts: false,
      darkMode: true,
      // nothing leaves this server: no Scalar cloud agent, telemetry or toolbar (share/deploy)
      agent: { disabled: true },
      telemetry: false,
      showToolbar: "never",
      showDeveloperTools: "never",
      metaData: { title: "Cabal Hunter API reference" },
    });
  </script>
</body>
</html>`;

// GET /docs - the API reference for people, rendered from /openapi.json
export const GET = implement(getDocs, async (input) => {
  const request = httpRequest(input);
  // the nonce is Base64 from proxy.ts; anything else is dropped rather than written into the page
  const nonce = /^[A-Za-z0-9+/=]{16,64}$/.test(request.headers.get("x-nonce") ?? "") ? request.headers.get("x-nonce")! : "";
  return new Response(page(nonce), { headers: { "Content-Type": "text/html; charset=utf-8" } });
});
