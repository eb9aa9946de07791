/** A wallet's own icon (Wallet Standard requires a data: URI, so nothing is fetched). */
export function WalletIcon({ src, name, size = 24 }: { src: string | undefined; name: string; size?: number }) {
  if (!src?.startsWith("data:image/")) {
    return (
      <span aria-hidden="true" style={{ width: size, height: size }} className="flex shrink-0 items-center justify-center rounded-md bg-sky-500/20 text-xs font-bold text-sky-200">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  // next/image would try to optimise a data: URI; a plain img is the right tool here.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-md" />;
}
