import type { Metadata } from 'next';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { LegalPage } from '@/components/support/legal-page';

export const metadata: Metadata = { title: 'Terms of Use' };

// Terms: open to visitors, also before launch.
export default async function TermsPage() {
  const { promotion } = await requirePublicPage();
  return <LegalPage item={await contentItem(promotion?.id ?? null, PAGE_CONTENT.terms)} fallbackTitle="Terms of Use" />;
}
