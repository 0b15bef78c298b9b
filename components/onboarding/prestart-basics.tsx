// /prestart/basics: where /home sends participants before the program starts: a countdown to day one and what to
// expect, with the things worth doing meanwhile.
import Link from 'next/link';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ContentItem } from '@/lib/content/types';
import { createFormat } from '@/lib/i18n/format';
import { CATEGORIES } from '@/components/home/category-icons';
import { categoryBlurb, categoryName } from '@/components/categories/category-name';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { Countdown } from './countdown';
import { ChevronRight } from '@/components/ui/icons';

export interface PrestartBasicsProps {
  firstName: string;
  programName: string;
  startsOn: string;
  /** When day one begins in the promotion's time zone (ISO instant). */
  startsAt: string;
  weeks: number;
  basics: ContentItem | null;
  countdown: ContentItem | null;
  links: { friends: boolean };
}

export async function PrestartBasics({ firstName, programName, startsOn, startsAt, weeks, basics, countdown, links }: PrestartBasicsProps) {
  const [t, tCategories, locale, timeZone] = await Promise.all([getTranslations('onboarding.prestart'), getTranslations('categories'), getLocale(), getTimeZone()]);
  const format = createFormat(locale, timeZone);
  const meanwhile = [
    { href: '/how-it-works', title: t('howItWorksTitle'), body: t('howItWorksBody') },
    { href: '/settings/profile', title: t('profileTitle'), body: t('profileBody') },
    ...(links.friends ? [{ href: '/friends/my', title: t('friendTitle'), body: t('friendBody') }] : []),
  ];
  return (
    <div className="flex-1 bg-canvas">
      <section aria-labelledby="prestart-title" className="bg-brand text-on-brand">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="font-semibold opacity-90">{firstName ? t('youreInNamed', { firstName }) : t('youreIn')}</p>
          <h1 id="prestart-title" className="mt-2 text-h1 text-balance">
            {contentTitle(basics?.title_html, t('title'))}
          </h1>
          <ContentHtml html={basics?.content_html} className="mt-3 max-w-2xl text-lead opacity-95" />
          <div className="mt-8 max-w-lg">
            <p className="mb-3 font-semibold">
              {contentTitle(countdown?.title_html, t('beginsIn', { programName }))} · {format.day(startsOn, 'full')}
            </p>
            <Countdown target={startsAt} label={t('beginsIn', { programName })} tone="brand" />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="expect-title">
          <h2 id="expect-title" className="text-h3 text-ink">
            {t('expectTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">
            {t('expectBody', { weeks })}
          </p>
          <ul className="mt-4 flex flex-col gap-2">
            {CATEGORIES.map((category) => (
              <li key={category.key} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
                <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${category.tone}`} aria-hidden="true">
                  <category.icon className="size-5" strokeWidth={1.8} />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{categoryName(tCategories, category.key, category.name)}</span>
                  <span className="block text-sm text-ink-muted">{categoryBlurb(tCategories, category.key)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="meanwhile-title">
          <h2 id="meanwhile-title" className="text-h3 text-ink">
            {t('meanwhileTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {meanwhile.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="group flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 no-underline shadow-card hover:border-brand">
                  <span className="flex-1">
                    <span className="block font-semibold text-ink group-hover:text-brand">{item.title}</span>
                    <span className="block text-sm text-ink-muted">{item.body}</span>
                  </span>
                  <ChevronRight className="size-5 text-ink-muted group-hover:text-brand" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
