// /promotion/{id}/ssoextra?extraId: the promotion's SSO extras (CRUD).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listSsoExtras } from '@/server/sso-extras/extras';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { SsoExtrasEditor } from '@/components/admin/sso-extras/sso-extras-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('ssoExtras.title') };
}

export default async function SsoExtraPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const extras = await listSsoExtras(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="ssoextra" title={t('ssoExtras.title')} intro={t('ssoExtras.intro')}>
      <SsoExtrasEditor promotionId={promotion.id} initial={extras} />
    </PromotionFrame>
  );
}
