// The frame of a dashboard admin screen: a heading, a line about it, its actions, then the content. Shared by the
// resellers, organizations, audit and promotion screens; its header is every administration screen's header.
import { useId, type ReactNode } from 'react';

/**
 * An administration screen's header, on the type scale like the participant screens (docs/ui.md "Type scale"): a
 * line saying where the screen sits, the page's title (text-h1), its introduction (text-lead) and its actions.
 */
export function AdminPageHeader({ eyebrow, title, intro, actions }: { eyebrow?: ReactNode; title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {eyebrow ? <p className="mb-1 text-sm font-semibold tracking-wider text-brand-strong uppercase">{eyebrow}</p> : null}
        <h1 className="text-h1 break-words text-ink">{title}</h1>
        {intro ? <div className="mt-2 max-w-3xl text-lead text-ink-muted">{intro}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function AdminPage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title={title} intro={intro} actions={actions} />
      {children}
    </div>
  );
}

/**
 * A titled card that is a section of a form or a page: its title is text-h2. Its id is React's, not made from the
 * title: a translated title (accents, another script, the pseudo-locales) would give empty or colliding ids.
 */
export function AdminSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `section-${useId()}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-h2 text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
