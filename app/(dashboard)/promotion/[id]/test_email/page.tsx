// /promotion/{id}/test_email: send one of the product's email templates to up to 10 addresses.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listTestEmails } from '@/server/test-emails/mutations';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { TestEmailForm } from '@/components/admin/emails/test-email-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('testEmail.title') };
}

export default async function TestEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const recent = await listTestEmails(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="test_email" title={t('testEmail.title')} intro={t('testEmail.intro')}>
      <TestEmailForm promotionId={promotion.id} recent={recent} />
    </PromotionFrame>
  );
}
