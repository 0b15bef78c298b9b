import type { Metadata } from 'next';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { LegalPage } from '@/components/support/legal-page';

export const metadata: Metadata = { title: 'Privacy Policy' };

// Privacy: open to visitors, also before launch. The footer may hide its link; the page stays readable.
export default async function PrivacyPage() {
  const { promotion } = await requirePublicPage();
  return <LegalPage item={await contentItem(promotion?.id ?? null, PAGE_CONTENT.privacy)} fallbackTitle="Privacy Policy" />;
}
