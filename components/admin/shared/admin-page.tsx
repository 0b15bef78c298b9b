// The frame of a dashboard admin screen: a heading, a line about it, its actions, then the content. Shared by the
// resellers, organizations, audit and promotion screens.
import type { ReactNode } from 'react';

export function AdminPage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-ink">{title}</h1>
          {intro ? <p className="mt-1 max-w-2xl text-ink-muted">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A titled card grouping part of a form or a page. */
export function AdminSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
