// Enough of PNG to judge a screenshot: decode Playwright's 8-bit RGB/RGBA,
// non-interlaced PNGs with node's zlib, then count what differs from the
// background. Used to prove the WebGL canvas drew something (toDataURL reads
// blank without preserveDrawingBuffer, so the element screenshot is the truth).
import { inflateSync } from "node:zlib";

interface Decoded {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(png: Buffer): Decoded {
  let offset = 8;
  let width = 0, height = 0, channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit non-interlaced PNGs are supported");
      channels = { 2: 3, 6: 4 }[data[9]] ?? 0;
      if (!channels) throw new Error(`unsupported PNG colour type ${data[9]}`);
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Share of pixels that differ from the top-left pixel by more than `tolerance` per channel, and the count of distinct colours (coarse). */
export function drawnShare(png: Buffer, tolerance = 12): { drawn: number; colours: number } {
  const { width, height, channels, pixels } = decodePng(png);
  const bg = [pixels[0], pixels[1], pixels[2]];
  let drawn = 0;
  const colours = new Set<number>();
  for (let i = 0; i < width * height; i++) {
    const r = pixels[i * channels], g = pixels[i * channels + 1], b = pixels[i * channels + 2];
    if (Math.abs(r - bg[0]) > tolerance || Math.abs(g - bg[1]) > tolerance || Math.abs(b - bg[2]) > tolerance) drawn++;
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
  }
  return { drawn: drawn / (width * height), colours: colours.size };
}
