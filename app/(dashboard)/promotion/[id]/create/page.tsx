// /promotion/new/create?org_id&parent_id: a new promotion, under an organization and optionally a parent whose
// defaults it copies. Any id other than 'new' is a promotion to copy from as a parent (the dashboard's "New child").
// A short wizard (components/admin/promotions/promotion-wizard.tsx); the other fields are edited after it is created.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { promotionFormOptions } from '@/server/promotions/admin/queries';
import { PromotionWizard } from '@/components/admin/promotions/promotion-wizard';
import { newPromotionValues } from '@/components/admin/promotions/promotion-form-values';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('newPromotion.title') };
}

export default async function CreatePromotionPage({ params, searchParams }: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('admin-pages');
  await requirePromotionAdminPage();
  const [{ id }, query, options] = await Promise.all([params, searchParams, promotionFormOptions()]);
  const parentId = id !== 'new' ? id : typeof query.parent_id === 'string' ? query.parent_id : '';
  const parent = parentId ? options.parents.find((p) => String(p.id) === parentId) ?? null : null;
  if (id !== 'new' && !parent) notFound();
  const orgId = typeof query.org_id === 'string' && options.organizations.some((o) => String(o.id) === query.org_id) ? query.org_id : '';
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb trail={[{ href: '/promotions', label: t('newPromotion.promotions') }]} current={t('newPromotion.title')} />
      <AdminPageHeader title={t('newPromotion.title')} intro={parent ? t('newPromotion.fromParent', { name: parent.name }) : undefined} />
      <PromotionWizard initial={newPromotionValues(orgId, parent)} options={options} />
    </div>
  );
}
