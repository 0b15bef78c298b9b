// /promotion/{id}/badges: the badges in force in the promotion (its own and the defaults it has not customized).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminBadges } from '@/server/badges/admin';
import { buttonClasses } from '@/components/ui';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { BadgesTable } from '@/components/admin/badges/badges-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('badges.title') };
}

export default async function BadgesAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const badges = await listAdminBadges(promotion.id);
  return (
    <PromotionFrame
      promotion={promotion}
      current="badges"
      title={t('badges.title')}
      intro={t('badges.intro')}
      actions={<Link href={`/promotion/${promotion.id}/badges/new`} className={buttonClasses('primary')}>{t('badges.new')}</Link>}
    >
      <BadgesTable promotionId={promotion.id} badges={badges} />
    </PromotionFrame>
  );
}
