// /product: the product page a promotion's host sends visitors to when its program is not there for them (past its
// disabled date, or a launchpad promotion for a participant). No guard: it must render on any host.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export const metadata: Metadata = { title: 'Renew' };

/** The catalog key of the note for each reason the host gives. */
const REASONS = { disabled: 'reasonDisabled', launchpad: 'reasonLaunchpad' } as const;
const isReason = (value: unknown): value is keyof typeof REASONS => typeof value === 'string' && Object.hasOwn(REASONS, value);

export default async function ProductPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ reason }, t] = await Promise.all([searchParams, getTranslations('product')]);
  const note = isReason(reason) ? t(REASONS[reason]) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-16 sm:px-6">
      <section aria-labelledby="product-title" className="rounded-[2rem] bg-brand-soft p-6 sm:p-10 hc:border hc:border-line">
        <p className="text-sm font-semibold tracking-wider text-brand-strong uppercase">{t('eyebrow')}</p>
        <h1 id="product-title" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Renew</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('intro')}</p>
      </section>
      {note ? <p role="status" className="rounded-2xl bg-surface p-5 text-ink shadow-card">{note}</p> : null}
    </div>
  );
}
