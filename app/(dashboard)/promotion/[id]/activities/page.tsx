// /promotion/{id}/activities?activityId&category: the promotion's activities (administration.md's /activities, here
// under the promotion because the participants' /activities owns that path) with the form for one ('new' or by id).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listAdminActivities } from '@/server/activities/admin/activities';
import { listAdminAreas } from '@/server/activities/admin/areas';
import { isCategoryKey } from '@/lib/activities/categories';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { ActivityList } from '@/components/admin/activities/activity-list';
import { ActivityForm } from '@/components/admin/activities/activity-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('activities.title') };
}

type Search = { activityId?: string; category?: string };

export default async function ActivitiesAdminPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const t = await getTranslations('admin-pages');
  const promotion = await requireAdminPromotionPage((await params).id);
  const search = await searchParams;
  const category = isCategoryKey(search.category) ? search.category : null;
  const [all, areas] = await Promise.all([listAdminActivities(promotion.id), listAdminAreas(promotion.id)]);
  const listed = category ? all.filter((a) => a.category === category) : all;
  const isNew = search.activityId === 'new';
  const selectedId = search.activityId && /^\d{1,10}$/.test(search.activityId) ? Number(search.activityId) : null;
  const selected = selectedId === null ? null : all.find((a) => a.id === selectedId) ?? null;
  if (selectedId !== null && !selected) notFound();
  return (
    <PromotionFrame promotion={promotion} current="activities" title={t('activities.title')} intro={t('activities.intro')}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <ActivityList promotionId={promotion.id} activities={listed} category={category} selectedId={selected?.id ?? null} />
        {selected || isNew ? (
          <ActivityForm
            key={selected?.id ?? 'new'}
            promotionId={promotion.id}
            activity={selected}
            category={category}
            areas={areas}
            siblings={all.map((a) => ({ id: a.id, name: a.name }))}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">{t('activities.choose')}</p>
        )}
      </div>
    </PromotionFrame>
  );
}
