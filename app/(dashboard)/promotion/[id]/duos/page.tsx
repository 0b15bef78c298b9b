// /promotion/{id}/duos: the duo templates this promotion's participants choose from (its duo collection, in order).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findDuoCollection, listDuoTemplates } from '@/server/duo-templates/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DuoTemplatesTable } from '@/components/admin/duo-templates/duo-templates-table';
import { Button, EmptyState } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('duos.title') };
}

export default async function PromotionDuosPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const collection = promotion.duo_collection_id ? await findDuoCollection(promotion.duo_collection_id) : null;
  const all = collection ? await listDuoTemplates() : [];
  const byId = new Map(all.map((template) => [template.id, template]));
  const templates = (collection?.duo_templates ?? []).flatMap((item) => (byId.has(item.id) ? [byId.get(item.id)!] : []));
  const base = `/promotion/${promotion.id}/duos`;
  return (
    <PromotionFrame promotion={promotion} current="duos" title={t('duos.title')}
      intro={collection ? t.rich('duos.fromCollection', { name: collection.name, link: (chunks) => <Link href={`/duocollections/edit/${collection.id}`} className="font-semibold text-brand-strong">{chunks}</Link> }) : t('duos.noCollectionIntro')}
      actions={<Button asChild><Link href={`${base}/new`}>{t('duos.new')}</Link></Button>}>
      {collection ? <DuoTemplatesTable templates={templates} editBase={base} /> : <EmptyState title={t('duos.noCollection')} action={<Button asChild variant="secondary"><Link href={`/promotion/${promotion.id}/edit`}>{t('duos.settings')}</Link></Button>} />}
    </PromotionFrame>
  );
}
