import type { ReactNode } from 'react';

/** The calm full-page message behind the 404 page and the error boundary. */
export function ProblemView({ eyebrow, title, children, actions }: { eyebrow: string; title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
      <svg viewBox="0 0 160 120" className="h-28 w-36 text-brand" aria-hidden="true">
        <ellipse cx="80" cy="104" rx="56" ry="8" className="fill-surface-muted" />
        <path d="M80 100c0-30 10-52 38-66-4 30-16 52-38 66Z" fill="currentColor" opacity="0.9" />
        <path d="M80 100c0-22-8-40-30-52 2 24 12 42 30 52Z" fill="currentColor" opacity="0.55" />
        <circle cx="42" cy="26" r="6" className="fill-accent-soft" />
        <circle cx="126" cy="84" r="4" className="fill-brand-soft" />
      </svg>
      <p className="mt-6 text-sm font-semibold tracking-wider text-ink-muted uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink text-balance sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 text-ink-muted">{children}</div> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
