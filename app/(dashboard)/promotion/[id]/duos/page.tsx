// /promotion/{id}/duos: the duo templates this promotion's participants choose from (its duo collection, in order).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { findDuoCollection, listDuoTemplates } from '@/server/duo-templates/admin';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { DuoTemplatesTable } from '@/components/admin/duo-templates/duo-templates-table';
import { Button, EmptyState } from '@/components/ui';

export const metadata: Metadata = { title: 'Duos' };

export default async function PromotionDuosPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const collection = promotion.duo_collection_id ? await findDuoCollection(promotion.duo_collection_id) : null;
  const all = collection ? await listDuoTemplates() : [];
  const byId = new Map(all.map((t) => [t.id, t]));
  const templates = (collection?.duo_templates ?? []).flatMap((t) => (byId.has(t.id) ? [byId.get(t.id)!] : []));
  const base = `/promotion/${promotion.id}/duos`;
  return (
    <PromotionFrame promotion={promotion} current="duos" title="Duos"
      intro={collection ? <>From the duo collection <Link href={`/duocollections/edit/${collection.id}`} className="font-semibold text-brand-strong">{collection.name}</Link>, in its order.</> : 'This promotion has no duo collection: choose one in its settings.'}
      actions={<Button asChild><Link href={`${base}/new`}>New duo template</Link></Button>}>
      {collection ? <DuoTemplatesTable templates={templates} editBase={base} /> : <EmptyState title="No duo collection" action={<Button asChild variant="secondary"><Link href={`/promotion/${promotion.id}/edit`}>Settings</Link></Button>} />}
    </PromotionFrame>
  );
}
