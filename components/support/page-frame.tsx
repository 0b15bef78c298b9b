// The frame of the learn, support and legal pages: a title band (with the content's intro), optional tabs, the body.
// Server-rendered: everything in it arrives with the page.
import type { ReactNode } from 'react';

export function PageFrame({ title, intro, tabs, children, width = 'max-w-4xl' }: {
  title: string;
  intro?: ReactNode;
  tabs?: ReactNode;
  children: ReactNode;
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-6xl';
}) {
  return (
    <div className={`mx-auto flex w-full ${width} flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8`}>
      <header className="rounded-[2rem] bg-brand-soft p-6 sm:p-10 hc:border hc:border-line">
        <h1 className="text-h1 text-ink">{title}</h1>
        {intro ? <div className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</div> : null}
      </header>
      {tabs}
      {children}
    </div>
  );
}

/** A content body on a card: legal texts, why-renew sections. */
export function ContentCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-8 ${className}`}>{children}</section>;
}
