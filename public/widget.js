/*
 * Cabal Hunter badge widget: a live verdict badge for any page.
 *
 *   <div class="cabal-hunter-badge" data-mint="<token mint>"></div>
 *   <script src="https://<cabal hunter host>/widget.js" async></script>
 *
 * Attributes: data-mint (required), data-refresh (re-scan every N seconds,
 * never more often than every 60 s; no re-scan when absent), data-theme
 * ("dark" default, or "light"), data-api-key (optional: a PUBLISHABLE key).
 * Anything in public HTML is public, so data-api-key takes only a publishable
 * key (pk_live_..., made on /keys or with POST /api/keys/publishable): scan-only,
 * accepted only from the origins its owner listed, spending the owner's credit.
 * A secret key (ch_live_...) or anything else there is never sent: a console
 * warning, and the badge scans on the visitor's own free quota, as it does
 * without the attribute. When the key is refused (revoked, this origin not
 * listed, the owner's credit used up: 401/403/402) the badge warns once and
 * falls back to the visitor's free quota. Repeats of a mint within the cache
 * TTL are not charged again, for the visitor or for the key's owner.
 * Framework-free; styles live in a shadow root so the host page's CSS and the
 * badge's never mix. The host element gets data-state (loading | ready |
 * error) and data-recommendation for the page's own use.
 */
(function () {
  "use strict";
  if (window.__cabalHunterBadge) return;
  window.__cabalHunterBadge = true;

  var script = document.currentScript;
  var ORIGIN = script && script.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  var MIN_REFRESH_SECONDS = 60;
  // the dashboard's risk palette (components/risk-colors.ts)
  var COLORS = { AVOID: "#ef4444", REVIEW: "#f59e0b", SAFE: "#10b981" };
  // the same hues, dark enough for 4.5:1 as text on the light theme's white (WCAG AA)
  var LIGHT_TEXT = { AVOID: "#b91c1c", REVIEW: "#92400e", SAFE: "#047857" };
  var MEANING = { AVOID: "Insiders positioned to sell", REVIEW: "Warning signs: review", SAFE: "No insider positioning found" };
  var MINT_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
  // the shapes of server/services/access/access/secrets.ts: pk_live_ publishable, ch_live_ secret
  var PUBLISHABLE_KEY = /^pk_live_[1-9A-HJ-NP-Za-km-z]{10}_[1-9A-HJ-NP-Za-km-z]{32,44}$/;
  var SECRET_PREFIX = "ch_live_";
  // a keyed scan answered with these falls back to the visitor's free quota (revoked, origin not listed, owner's credit used up)
  var KEY_REFUSED = { 401: true, 402: true, 403: true };

  var CSS = [
    ":host{all:initial;display:inline-block;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Liberation Sans',Arial,sans-serif}",
    ".badge{display:flex;align-items:center;gap:10px;min-width:210px;max-width:320px;box-sizing:border-box;padding:8px 12px 8px 8px;border-radius:14px;border:1px solid #24304d;background:#0f1629;color:#e6e9f2;text-decoration:none;line-height:1.2}",
    ".badge:hover{border-color:#38bdf8}",
    ".light .badge{background:#ffffff;color:#0b1020;border-color:#d5dbe8}",
    ".score{flex:none;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;font-weight:800;font-size:15px;color:#0b1020}",
    ".text{display:flex;flex-direction:column;min-width:0}",
    ".verdict{font-weight:800;font-size:14px;letter-spacing:.02em}",
    ".meaning{font-size:11px;opacity:.85;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
    ".brand{font-size:10px;opacity:.75;margin-top:2px}",
    ".muted .score{background:#334155;color:#fff}",
    ".pulse .score{animation:pulse 1.2s ease-in-out infinite}",
    "@keyframes pulse{50%{opacity:.45}}",
  ].join("");

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function draw(badge, view) {
    var link = element("a", "badge");
    link.href = ORIGIN + "/token/" + encodeURIComponent(badge.mint);
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    link.setAttribute("aria-label", "Cabal Hunter: " + view.verdict + ". " + view.meaning);
    var score = element("span", "score", view.score);
    if (view.color) score.style.background = view.color;
    var text = element("span", "text");
    var verdict = element("span", "verdict", view.verdict);
    if (view.color) verdict.style.color = badge.theme === "light" ? LIGHT_TEXT[view.recommendation] : view.color;
    text.appendChild(verdict);
    text.appendChild(element("span", "meaning", view.meaning));
    text.appendChild(element("span", "brand", "Cabal Hunter · exit-liquidity scan"));
    link.appendChild(score);
    link.appendChild(text);
    var wrap = element("div", (badge.theme === "light" ? "light " : "") + (view.state === "ready" ? "" : "muted ") + (view.state === "loading" ? "pulse" : ""));
    wrap.setAttribute("role", "status");
    wrap.appendChild(link);
    badge.body.replaceChildren(wrap);
    badge.host.setAttribute("data-state", view.state);
    if (view.recommendation) badge.host.setAttribute("data-recommendation", view.recommendation);
  }

  function failure(status) {
    if (status === 402) return "Free scans used up";
    if (status === 429) return "Busy: retrying later";
    if (status === 400) return "Not a valid mint";
    if (status === 404) return "Not a token mint";
    return "Scan unavailable";
  }

  /** The key data-api-key lets the badge send: a publishable key, or null. Never a secret key: anything in
   * public HTML is public, so a secret key there is refused here, before any request, with a warning. */
  function keyToSend(host) {
    if (!host.hasAttribute("data-api-key")) return null;
    var value = (host.getAttribute("data-api-key") || "").trim();
    if (PUBLISHABLE_KEY.test(value)) return value;
    if (value.indexOf(SECRET_PREFIX) === 0) {
      console.warn("Cabal Hunter badge: data-api-key holds a SECRET key (ch_live_). It is never sent; the visitor's free quota is used. " +
        "A key in public HTML is public: rotate it now (POST /api/keys/rotate) and put a publishable key (pk_live_, made on /keys) here.");
    } else {
      console.warn("Cabal Hunter badge: data-api-key is not a publishable key (pk_live_); it is not sent and the visitor's free quota is used.");
    }
    return null;
  }

  // badges of one mint (and key) on a page share one request in flight: one scan, not one per badge
  var pending = {};
  function fetchAnswer(mint, key) {
    var slot = (key || "") + " " + mint;
    if (!pending[slot]) {
      var init = { credentials: "omit" };
      if (key) init.headers = { "X-API-Key": key };
      pending[slot] = fetch(ORIGIN + "/api/scan-cabal?mintAddress=" + encodeURIComponent(mint), init)
        .then(function (response) {
          return response.json().then(
            function (body) { return { status: response.status, ok: response.ok, body: body }; },
            function () { return { status: response.status, ok: false, body: null }; }
          );
        });
      var done = function () { delete pending[slot]; };
      pending[slot].then(done, done);
    }
    return pending[slot];
  }

  /** The badge's answer: with its key when it has one; a refused key is dropped for good (one warning) and the
   * scan is asked again on the visitor's free quota. */
  function fetchForBadge(badge) {
    var key = badge.key;
    return fetchAnswer(badge.mint, key).then(function (answer) {
      if (!key || !KEY_REFUSED[answer.status]) return answer;
      if (badge.key) {
        var code = answer.body && answer.body.error ? answer.body.error.code : answer.status;
        console.warn("Cabal Hunter badge: the publishable key was refused (" + code + "); the visitor's free quota is used instead.");
        badge.key = null;
      }
      return fetchAnswer(badge.mint, null);
    });
  }

  function scan(badge) {
    return fetchForBadge(badge)
      .then(function (answer) {
        var report = answer.body;
        if (!answer.ok || !report || typeof report.cabal_score !== "number" || !COLORS[report.recommendation]) {
          draw(badge, { state: "error", score: "?", verdict: "No verdict", meaning: failure(answer.status) });
          return;
        }
        draw(badge, {
          state: "ready",
          recommendation: report.recommendation,
          score: String(report.cabal_score),
          color: COLORS[report.recommendation],
          verdict: report.recommendation,
          meaning: MEANING[report.recommendation] + " · " + report.cabal_score + "/100",
        });
      })
      .catch(function () {
        draw(badge, { state: "error", score: "?", verdict: "No verdict", meaning: "Scanner unreachable" });
      });
  }

  function refreshSeconds(host) {
    var value = Number(host.getAttribute("data-refresh"));
    return value > 0 ? Math.max(MIN_REFRESH_SECONDS, value) : 0;
  }

  function mount(host) {
    if (host.__cabalHunter) return;
    var mint = (host.getAttribute("data-mint") || "").trim();
    var root = host.shadowRoot || host.attachShadow({ mode: "open" });
    var style = element("style");
    style.textContent = CSS;
    var body = element("div");
    root.replaceChildren(style, body);
    var badge = { host: host, body: body, mint: mint, theme: host.getAttribute("data-theme"), key: keyToSend(host) };
    host.__cabalHunter = badge;
    if (!MINT_PATTERN.test(mint)) {
      draw(badge, { state: "error", score: "?", verdict: "No verdict", meaning: "data-mint is missing or invalid" });
      return;
    }
    draw(badge, { state: "loading", score: "…", verdict: "Scanning", meaning: "Tracing holders" });
    scan(badge);
    var every = refreshSeconds(host);
    if (every) {
      // a hidden tab does not spend the visitor's scans
      setInterval(function () {
        if (document.visibilityState !== "hidden") scan(badge);
      }, every * 1000);
    }
  }

  function mountAll(scope) {
    if (scope.matches && scope.matches(".cabal-hunter-badge")) mount(scope);
    if (scope.querySelectorAll) Array.prototype.forEach.call(scope.querySelectorAll(".cabal-hunter-badge"), mount);
  }

  function start() {
    mountAll(document);
    // badges added later (single-page apps) render too
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        Array.prototype.forEach.call(record.addedNodes, function (node) {
          if (node.nodeType === 1) mountAll(node);
        });
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
