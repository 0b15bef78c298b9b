// A calm landing for the dashboard host's roles until their full screens arrive.
import Link from 'next/link';

export interface LandingLink {
  href: string;
  title: string;
  body: string;
}

export function DashboardLanding({ eyebrow, title, intro, links }: { eyebrow: string; title: string; intro: string; links: LandingLink[] }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <section aria-labelledby="landing-title" className="rounded-[2rem] bg-brand-soft p-6 sm:p-10 hc:border hc:border-line">
        <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{eyebrow}</p>
        <h1 id="landing-title" className="mt-3 text-h1 text-ink">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-lead text-ink-muted">{intro}</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="group flex h-full flex-col rounded-3xl border border-line bg-surface p-6 no-underline shadow-card">
              <span className="flex items-center justify-between text-h3 text-ink">
                {link.title}
                <span aria-hidden="true" className="text-brand transition-transform group-hover:translate-x-1">
                  →
                </span>
              </span>
              <span className="mt-2 text-ink-muted">{link.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
