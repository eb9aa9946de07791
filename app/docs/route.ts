import { withRoute } from "@/server/http/with-route";

export const dynamic = "force-static";

// Scalar's standalone viewer, served from this server (no CDN): the bundle
// comes from node_modules through /docs/scalar.js, the fonts are the system's
// (withDefaultFonts: false), and requests go straight to this origin (no proxy).
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Cabal Hunter API reference</title>
  <meta name="description" content="The Cabal Hunter HTTP API: scans, maps, keys and payments, generated from /openapi.json." />
</head>
<body>
  <div id="api-reference-app"></div>
  <script src="/docs/scalar.js"></script>
  <script>
    Scalar.createApiReference("#api-reference-app", {
      url: "/openapi.json",
      withDefaultFonts: false,
      darkMode: true,
      hideDownloadButton: false,
      metaData: { title: "Cabal Hunter API reference" },
    });
  </script>
</body>
</html>`;

// GET /docs - the API reference for people, rendered from /openapi.json
export const GET = withRoute(async () => new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" } }));
