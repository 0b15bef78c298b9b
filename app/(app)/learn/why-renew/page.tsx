import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadLearn } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { WhyRenew } from '@/components/learn/why-renew';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learn');
  return { title: t('whyRenew') };
}

// Why Renew?: content category learn, in sequence (the promotion's own, else the default promotion's).
export default async function WhyRenewPage() {
  const { promotion } = await requireSignedInPage();
  return <WhyRenew items={await loadLearn(promotion?.id ?? null, await requestLocale())} />;
}
