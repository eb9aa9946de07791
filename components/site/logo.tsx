/** The mark: three linked holders inside a scope ring. */
export function LogoMark({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="none" stroke="#38bdf8" strokeWidth="2" opacity="0.9" />
      <path d="M10 20 L16 10 L22 20 Z" fill="none" stroke="#64748b" strokeWidth="1.5" />
      <circle cx="16" cy="10" r="3.2" fill="#ef4444" />
      <circle cx="10" cy="20" r="2.6" fill="#f97316" />
      <circle cx="22" cy="20" r="2.6" fill="#f97316" />
    </svg>
  );
}
