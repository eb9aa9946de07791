// Contrast of every piece of text against the background it is really drawn
// on (WCAG 1.4.3: 4.5:1 for small text, 3:1 for large). axe-core gives up
// ("incomplete") over gradients, translucent panels and shadow DOM; this
// check does not guess the background from CSS: it hides all text, takes a
// screenshot and reads the pixels under each text element.
import type { Page } from "@playwright/test";
import { decodePng } from "@/e2e/png-stats";

export interface ContrastFailure {
  text: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
  fontSize: number;
}

interface Probe {
  text: string;
  /** CSS px, page coordinates */
  x: number;
  y: number;
  width: number;
  height: number;
  rgba: [number, number, number, number];
  fontSize: number;
  large: boolean;
}

/** Collected in the page: visible text (light and open shadow DOM), its colour with the opacity it is drawn at. */
function collectProbes(): Probe[] {
  const probes: Probe[] = [];
  // any CSS colour (Tailwind 4 computes oklch()) to sRGB bytes, through a 1x1 canvas
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  const parse = (css: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "#000";
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return a === 0 ? [0, 0, 0, 0] : [(r * 255) / a, (g * 255) / a, (b * 255) / a, a / 255].map((v, i) => (i < 3 ? Math.min(255, v) : v)) as [number, number, number, number];
  };
  const effectiveOpacity = (el: Element | null): number => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  };
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll<HTMLElement>("*")) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (el.closest("[aria-hidden=true], svg, canvas, script, style, noscript, .sr-only")) continue;
      if ((el as HTMLButtonElement).disabled || el.closest("[disabled], fieldset:disabled")) continue; // inactive controls are exempt
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()).map((n) => n.textContent!.trim()).join(" ");
      const style = getComputedStyle(el);
      let rgba: [number, number, number, number] | null = null;
      let text = own;
      if (own) rgba = parse(style.color);
      else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !el.value && el.placeholder) {
        rgba = parse(getComputedStyle(el, "::placeholder").color);
        text = `placeholder: ${el.placeholder}`;
      }
      if (!rgba) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || style.visibility === "hidden") continue;
      const fontSize = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      rgba[3] *= effectiveOpacity(el);
      probes.push({
        text: text.slice(0, 60),
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
        rgba,
        fontSize,
        large: fontSize >= 24 || (bold && fontSize >= 18.66),
      });
    }
  };
  visit(document);
  return probes;
}

function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (c: number[]) => `#${c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** Every text element whose colour, over the pixels behind it, misses WCAG AA. */
export async function findContrastFailures(page: Page): Promise<ContrastFailure[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const probes = await page.evaluate(collectProbes);
  // the same page with every glyph transparent: what is left under a text box is its real background
  const hide = "*, *::placeholder, *::before, *::after { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }";
  await page.evaluate((css) => {
    const add = (root: Document | ShadowRoot) => {
      const style = document.createElement("style");
      style.dataset.contrastProbe = "";
      style.textContent = css;
      (root instanceof Document ? root.head : root).appendChild(style);
      for (const el of root.querySelectorAll("*")) if (el.shadowRoot) add(el.shadowRoot);
    };
    add(document);
  }, hide);
  const shot = decodePng(await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" }));
  await page.evaluate(() => {
    const remove = (root: Document | ShadowRoot) => {
      root.querySelectorAll("style[data-contrast-probe]").forEach((s) => s.remove());
      for (const el of root.querySelectorAll("*")) if (el.shadowRoot) remove(el.shadowRoot);
    };
    remove(document);
  });
  const failures: ContrastFailure[] = [];
  for (const probe of probes) {
    const background = dominantColour(shot, probe);
    if (!background) continue;
    const [r, g, b, a] = probe.rgba;
    const drawn = [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a)];
    const ratio = contrastRatio(drawn, background);
    const needed = probe.large ? 3 : 4.5;
    if (ratio + 0.05 < needed) {
      failures.push({ text: probe.text, ratio: Math.round(ratio * 100) / 100, needed, color: hex(drawn), background: hex(background), fontSize: probe.fontSize });
    }
  }
  return failures;
}

/** The most common colour inside the box (quantised to 8 levels a channel, then averaged within the winner). */
function dominantColour(image: ReturnType<typeof decodePng>, box: Probe): number[] | null {
  const x0 = Math.max(0, Math.floor(box.x)), y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(image.width, Math.ceil(box.x + box.width)), y1 = Math.min(image.height, Math.ceil(box.y + box.height));
  if (x1 <= x0 || y1 <= y0) return null;
  const buckets = new Map<number, { n: number; sum: [number, number, number] }>();
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = (y * image.width + x) * image.channels;
      const [r, g, b] = [image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]];
      const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
      const bucket = buckets.get(key) ?? { n: 0, sum: [0, 0, 0] };
      bucket.n++;
      bucket.sum[0] += r;
      bucket.sum[1] += g;
      bucket.sum[2] += b;
      buckets.set(key, bucket);
    }
  }
  let best: { n: number; sum: [number, number, number] } | null = null;
  for (const bucket of buckets.values()) if (!best || bucket.n > best.n) best = bucket;
  return best ? best.sum.map((v) => v / best!.n) : null;
}
