// /promotion/{id}/badges: the badges in force in the promotion (its own and the defaults it has not customized).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminBadges } from '@/server/badges/admin';
import { buttonClasses } from '@/components/ui';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BadgesTable } from '@/components/admin/badges/badges-table';

export const metadata: Metadata = { title: 'Badges' };

export default async function BadgesAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const badges = await listAdminBadges(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="badges"
      title="Badges"
      intro="Default badges come from the default program; editing one here makes this program's own copy."
      actions={<Link href={`/promotion/${promotion.id}/badges/new`} className={buttonClasses('primary')}>New badge</Link>}
    >
      <BadgesTable promotionId={promotion.id} badges={badges} />
    </PromotionFrame>
  );
}
