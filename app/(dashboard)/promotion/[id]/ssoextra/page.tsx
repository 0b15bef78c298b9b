// /promotion/{id}/ssoextra?extraId: the promotion's SSO extras (CRUD).
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listSsoExtras } from '@/server/sso-extras/extras';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { SsoExtrasEditor } from '@/components/admin/sso-extras/sso-extras-editor';

export const metadata: Metadata = { title: 'SSO extras' };

export default async function SsoExtraPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const extras = await listSsoExtras(promotion.id);
  return (
    <PromotionFrame promotion={promotion} current="ssoextra" title="SSO extras" intro="Attributes of the single sign-on assertion stored on each user.">
      <SsoExtrasEditor promotionId={promotion.id} initial={extras} />
    </PromotionFrame>
  );
}
