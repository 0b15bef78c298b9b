import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { LegalPage } from '@/components/support/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.legal');
  return { title: t('optInTitle') };
}

// Opt-in participation: only where the promotion allows it (its footer link's flag); open to visitors before launch.
export default async function OptInParticipationPage() {
  const { promotion } = await requirePublicPage();
  if (!promotion?.flags.show_opt_in_participation_link) notFound();
  return <LegalPage item={await contentItem(promotion.id, PAGE_CONTENT.optIn, await requestLocale())} fallbackTitle={(await getTranslations('support.legal'))('optInTitle')} />;
}
