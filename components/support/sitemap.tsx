// The sitemap's three columns, and the Mobile App's store links when the promotion has an app (else how to add the
// web app to the Home Screen).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { MOBILE_APP_HREF, type NavGroup } from '@/components/shell/nav-items';
import type { AppLink } from '@/lib/support/types';
import { PageFrame } from './page-frame';


const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function Sitemap({ columns, apps }: { columns: NavGroup[]; apps: AppLink[] }) {
  const t = useTranslations('support.sitemap');
  const mobileApp = columns.some((column) => column.links.some((link) => link.href === MOBILE_APP_HREF));
  return (
    <PageFrame title={t('title')} width="max-w-6xl">
      <nav aria-label={t('title')} className="grid gap-6 md:grid-cols-3">
        {columns.map((column) => (
          <section key={column.title} aria-labelledby={`sitemap-${slug(column.title)}`} className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
            <h2 id={`sitemap-${slug(column.title)}`} className="mb-3 text-h3 text-ink">{column.title}</h2>
            <ul className="flex flex-col">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {apps.length ? (
        <section id="mobile-app" aria-labelledby="sitemap-mobile-app" className="scroll-mt-24 rounded-3xl bg-brand-soft p-5 sm:p-6 hc:border hc:border-line">
          <h2 id="sitemap-mobile-app" className="text-h3 text-ink">{t('mobileApp')}</h2>
          <p className="mt-1 text-ink-muted">{t('mobileIntro')}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {apps.map((app) => (
              <li key={app.url}>
                <a href={app.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center rounded-full bg-surface px-5 font-semibold text-ink shadow-card hover:bg-surface-muted">
                  {app.label}<span className="sr-only"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : mobileApp ? (
        // No store app configured: the Mobile App link still lands here, on how to add the web app to the Home Screen.
        <section id="mobile-app" aria-labelledby="sitemap-mobile-app" className="scroll-mt-24 rounded-3xl bg-brand-soft p-5 sm:p-6 hc:border hc:border-line">
          <h2 id="sitemap-mobile-app" className="text-h3 text-ink">{t('mobileApp')}</h2>
          <p className="mt-1 max-w-2xl text-ink-muted">{t.rich('install', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        </section>
      ) : null}
    </PageFrame>
  );
}
