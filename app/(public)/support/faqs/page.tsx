import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import { loadFaqs } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { PageFrame } from '@/components/support/page-frame';
import { SupportTabs } from '@/components/support/support-tabs';
import { FaqList } from '@/components/support/faq-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('faqsMetaTitle') };
}

// FAQs (content category faqs, by group): open to visitors, also before launch (participant-core.md §4).
export default async function FaqsPage() {
  const [{ promotion }, t] = await Promise.all([requirePublicPage(), getTranslations('support')]);
  return (
    <PageFrame title={t('helpTitle')} intro={<p>{t('helpIntro')}</p>} tabs={<SupportTabs />}>
      <FaqList groups={await loadFaqs(promotion?.id ?? null, await requestLocale())} />
    </PageFrame>
  );
}
