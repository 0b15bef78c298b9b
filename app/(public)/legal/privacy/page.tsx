import type { Metadata } from 'next';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import Link from 'next/link';
import { LegalPage } from '@/components/support/legal-page';

export const metadata: Metadata = { title: 'Privacy Policy' };

// Privacy: open to visitors, also before launch. The footer may hide its link; the page stays readable.
export default async function PrivacyPage() {
  const { promotion } = await requirePublicPage();
  return (
    <>
      <LegalPage item={await contentItem(promotion?.id ?? null, PAGE_CONTENT.privacy)} fallbackTitle="Privacy Policy" />
      <p className="mx-auto w-full max-w-3xl px-4 pb-10 sm:px-6">
        <Link href="/settings/what-my-employer-sees" className="font-semibold underline">What my employer sees</Link>: the fields your employer’s coordinators
        can see about you, the ones they see only in totals, and the ones they never see.
      </p>
    </>
  );
}
