import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { LegalPage } from '@/components/support/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.legal');
  return { title: t('termsTitle') };
}

// Terms: open to visitors, also before launch.
export default async function TermsPage() {
  const [{ promotion }, t] = await Promise.all([requirePublicPage(), getTranslations('support.legal')]);
  return <LegalPage item={await contentItem(promotion?.id ?? null, PAGE_CONTENT.terms, await requestLocale())} fallbackTitle={t('termsTitle')} />;
}
