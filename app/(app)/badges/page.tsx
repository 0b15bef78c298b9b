import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { BadgesView } from '@/components/badges/badges-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('badges');
  return { title: t('metaTitle') };
}

export default async function BadgesPage() {
  await requireSignedInPage();
  const t = await getTranslations('badges');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-h1 text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('intro')}</p>
      </header>
      <BadgesView />
    </div>
  );
}
