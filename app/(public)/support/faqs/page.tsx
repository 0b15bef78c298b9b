import type { Metadata } from 'next';
import { requirePublicPage } from '@/server/pages/guards';
import { loadFaqs } from '@/server/support/pages';
import { PageFrame } from '@/components/support/page-frame';
import { SupportTabs } from '@/components/support/support-tabs';
import { FaqList } from '@/components/support/faq-list';

export const metadata: Metadata = { title: 'FAQs' };

// FAQs (content category faqs, by group): open to visitors, also before launch (participant-core.md §4).
export default async function FaqsPage() {
  const { promotion } = await requirePublicPage();
  return (
    <PageFrame title="Help" intro={<p>Answers to the questions people ask most. Can’t find yours? Ask us on the Contact tab.</p>} tabs={<SupportTabs />}>
      <FaqList groups={await loadFaqs(promotion?.id ?? null)} />
    </PageFrame>
  );
}
