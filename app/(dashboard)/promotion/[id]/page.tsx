// /promotion/{id}?org_id: the promotion dashboard. Only masters may enter; others go home.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage, promotionSiteTemplate } from '@/server/promotions/admin/pages';
import { promotionDashboard } from '@/server/promotions/admin/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDashboardView } from '@/components/admin/promotions/promotion-dashboard';
import { Button } from '@/components/ui';

export const metadata: Metadata = { title: 'Promotion dashboard' };

export default async function PromotionDashboardPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const data = await promotionDashboard(promotion.id);
  const site = promotionSiteTemplate().replace('{subdomain}', promotion.subdomain);
  return (
    <PromotionFrame
      promotion={promotion}
      current=""
      title="Dashboard"
      actions={
        <>
          <Button asChild variant="secondary" size="sm">
            <a href={site} target="_blank" rel="noreferrer">Open the site<span className="sr-only"> (opens in a new tab)</span></a>
          </Button>
          {promotion.is_parent ? (
            <Button asChild size="sm">
              <Link href={`/promotion/new/create?parent_id=${promotion.id}&org_id=${promotion.organization_id}`}>New child promotion</Link>
            </Button>
          ) : null}
        </>
      }
    >
      <PromotionDashboardView data={data} />
    </PromotionFrame>
  );
}
