// The loading spinner (participant-core.md §2 "Other"). Announced once to screen readers.
export function Spinner({ label = 'Loading…', className = 'size-8' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-ink-muted">
      <svg className={`${className} animate-spin text-brand`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
