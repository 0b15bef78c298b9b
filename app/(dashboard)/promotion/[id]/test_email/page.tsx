// /promotion/{id}/test_email: send one of the product's email templates to up to 10 addresses.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listTestEmails } from '@/server/test-emails/mutations';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { TestEmailForm } from '@/components/admin/emails/test-email-form';

export const metadata: Metadata = { title: 'Test email' };

export default async function TestEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const recent = await listTestEmails(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="test_email" title="Test email" intro="See an email as participants will, before they do.">
      <TestEmailForm promotionId={promotion.id} recent={recent} />
    </PromotionFrame>
  );
}
