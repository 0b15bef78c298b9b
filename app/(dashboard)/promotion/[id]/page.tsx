// /promotion/{id}?org_id: the promotion's cockpit, then its configuration. Only masters may enter; others go home
// (coordinators read the same health figures at the top of their dashboard's Stats tab).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireAdminPromotionPage, requirePromotionAdminPage, promotionSiteTemplate } from '@/server/promotions/admin/pages';
import { promotionDashboard } from '@/server/promotions/admin/queries';
import type { Role } from '@/lib/roles';
import { promotionHealth, promotionReadiness } from '@/server/promotions/admin/cockpit';
import { coordinatorScope } from '@/server/coordinator/context';
import { actorOf } from '@/server/auth/actor';
import { promotionById } from '@/server/tenancy/promotion-context';
import { requestLocale } from '@/server/i18n/request-locale';
import { ReadinessChecklist } from '@/components/admin/cockpit/readiness-checklist';
import { HealthPanel } from '@/components/admin/cockpit/health-panel';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { PromotionDashboardView } from '@/components/admin/promotions/promotion-dashboard';
import { Button } from '@/components/ui';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-pages');
  return { title: t('dashboard.metaTitle') };
}

export default async function PromotionDashboardPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations('admin-pages');
  const { user } = await requirePromotionAdminPage();
  const promotion = await requireAdminPromotionPage((await params).id);
  const resolved = await promotionById(promotion.id);
  if (!resolved) notFound();
  const scope = await coordinatorScope(resolved, { actor: actorOf(user), locationId: user.location_id });
  const [data, readiness, health] = await Promise.all([
    promotionDashboard(promotion.id),
    requestLocale().then((locale) => promotionReadiness(promotion, resolved.timeline, locale)),
    promotionHealth(resolved, scope, { role: user.role as Role, query: `?promotion_id=${promotion.id}` }),
  ]);
  const site = promotionSiteTemplate().replace('{subdomain}', promotion.subdomain);
  return (
    <PromotionFrame
      promotion={promotion}
      current=""
      title={t('dashboard.title')}
      actions={
        <>
          <Button asChild variant="secondary" size="sm">
            <a href={site} target="_blank" rel="noreferrer">{t.rich('dashboard.openSite', { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</a>
          </Button>
          {promotion.is_parent ? (
            <Button asChild size="sm">
              <Link href={`/promotion/new/create?parent_id=${promotion.id}&org_id=${promotion.organization_id}`}>{t('dashboard.newChild')}</Link>
            </Button>
          ) : null}
        </>
      }
    >
      {/* Before launch the checklist leads; after it, the health figures do and the checklist stays below for reference. */}
      {readiness.has_launched ? <HealthPanel health={health} /> : null}
      <ReadinessChecklist promotionId={promotion.id} promotionName={promotion.name} readiness={readiness} />
      {readiness.has_launched ? null : <HealthPanel health={health} title={t('dashboard.earlyFigures')} />}
      <h2 className="sr-only">{t('dashboard.configuration')}</h2>
      <PromotionDashboardView data={data} />
    </PromotionFrame>
  );
}
