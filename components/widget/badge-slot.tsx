/** A badge mount point for /widget.js (which fills it from a shadow root after hydration). */
export function BadgeSlot({ mint, theme, refresh }: { mint: string; theme?: "light" | "dark"; refresh?: number }) {
  return (
    <div
      className="cabal-hunter-badge"
      data-mint={mint}
      data-theme={theme}
      data-refresh={refresh}
      data-testid="badge"
      // the widget adds data-state / data-recommendation on its own
      suppressHydrationWarning
    />
  );
}
