// What a person pastes into the scan box: a bare mint, or a link to the token
// on DexScreener, Solscan, Birdeye, pump.fun, Jupiter... that contains it.
// The mint is taken from the link instead of refusing the whole text.
import { looksLikeAddress } from "@/components/explorer";

/** Path words that come right before a token's mint in explorer and DEX links. */
const MINT_MARKERS = new Set(["token", "tokens", "coin", "address", "account", "mint", "solana", "swap", "tokens-v2"]);
/** Query parameters that carry a mint (Jupiter ?inputMint / outputMint, Birdeye ?address). */
const MINT_PARAMS = ["address", "mint", "token", "outputMint", "inputMint", "tokenAddress"];
/** Well-known quote mints that sit in swap links next to the token: never the token asked about. */
const QUOTE_MINTS = new Set(["So11111111111111111111111111111111111111112", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB"]);

/** The mint in `text` (a bare address or a link containing one), or null when none is there. */
export function extractMint(text: string): string | null {
  const value = text.trim();
  if (looksLikeAddress(value)) return value;
  const url = parseLink(value);
  if (url) {
    const segments = url.pathname.split("/").filter(Boolean).map(safeDecode);
    // "/token/<mint>", "/solana/<address>", "/coin/<mint>"
    for (let i = segments.length - 1; i > 0; i--) {
      if (looksLikeAddress(segments[i]) && MINT_MARKERS.has(segments[i - 1].toLowerCase())) return segments[i];
    }
    for (const name of MINT_PARAMS) {
      const param = url.searchParams.get(name);
      if (param && looksLikeAddress(param) && !QUOTE_MINTS.has(param)) return param;
    }
    const anySegment = segments.filter(looksLikeAddress).find((segment) => !QUOTE_MINTS.has(segment));
    if (anySegment) return anySegment;
  }
  // text with one address somewhere in it ("CA: <mint>")
  const found = value.match(/[1-9A-HJ-NP-Za-km-z]{32,44}/g)?.filter((candidate) => !QUOTE_MINTS.has(candidate)) ?? [];
  return found.length === 1 ? found[0] : null;
}

function parseLink(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : /^[\w-]+(\.[\w-]+)+\//.test(value) ? `https://${value}` : null;
  if (!withScheme) return null;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
