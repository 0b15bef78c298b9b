// /coordinator/dashboard/{tab}: Stats, Reports, Participants, Teams, Promotional Tools, Flagged Posts, Eligibility
// (docs/coordinator-dashboard.md). The server loads each tab's data through the same services as the API, for the
// viewer's reach, and hands it to the tab's client component.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { reachLocations, requireCoordinatorPage, type CoordinatorPage } from '@/server/coordinator/pages';
import { employerStats } from '@/server/privacy/employer-stats';
import { promotionHealth } from '@/server/promotions/admin/cockpit';
import { HealthPanel } from '@/components/admin/cockpit/health-panel';
import { participantPage } from '@/server/coordinator/participants';
import { requestLocale } from '@/server/i18n/request-locale';
import { listAdminTeams } from '@/server/coordinator/teams';
import { listFlaggedPosts } from '@/server/coordinator/flagged-posts';
import { listNotifications } from '@/server/coordinator/promotional-tools';
import { eligibilityListPage } from '@/server/eligibility/admin/pages';
import { listEligibilityFiles } from '@/server/eligibility/files';
import { loadReportsWorkspace } from '@/server/reports/workspace';
import { eligibilityLabel } from '@/server/eligibility/queries';
import { participantsQuerySchema } from '@/lib/coordinator/schemas';
import { COORDINATOR_TABS, type CoordinatorTab } from '@/lib/coordinator/constants';
import { can } from '@/lib/permissions';
import { isCoordinatorOrAbove } from '@/lib/roles';
import { CoordinatorFrame, TAB_KEYS } from '@/components/admin/coordinator/coordinator-frame';
import { StatsPanel } from '@/components/admin/coordinator/stats-panel';
import { ParticipantsPanel } from '@/components/admin/coordinator/participants-panel';
import { TeamsPanel } from '@/components/admin/coordinator/teams-panel';
import { FlaggedPostsPanel } from '@/components/admin/coordinator/flagged-posts-panel';
import { PromotionalToolsPanel } from '@/components/admin/coordinator/promotional-tools-panel';
import { EligibilityRecords } from '@/components/admin/eligibility/eligibility-records';
import { EligibilityFiles } from '@/components/admin/eligibility/eligibility-files';
import { ReportsWorkspace } from '@/components/admin/reports/reports-workspace';

type Props = { params: Promise<{ tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const isTab = (value: string): value is CoordinatorTab => (COORDINATOR_TABS as readonly string[]).includes(value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ tab }, t] = await Promise.all([params, getTranslations('admin-coordinator')]);
  return { title: isTab(tab) ? t('metaTitle', { tab: t(`tabs.${TAB_KEYS[tab]}`) }) : t('title') };
}

async function TabContent({ tab, page }: { tab: CoordinatorTab; page: CoordinatorPage }) {
  const { promotion, scope, actor, promotionQuery } = page;
  switch (tab) {
    case 'stats': {
      // The cockpit's health figures lead the tab: read from the same suppressed answer as the charts below.
      const [health, stats, t] = await Promise.all([
        promotionHealth(promotion, scope, { role: actor.role, query: promotionQuery }),
        employerStats(promotion, scope, undefined, actor.role),
        getTranslations('admin-coordinator'),
      ]);
      return (
        <div className="flex flex-col gap-8">
          <HealthPanel health={health} title={t('glanceTitle')} />
          <StatsPanel promotionId={promotion.id} initial={stats} locations={reachLocations(page.scope)} />
        </div>
      );
    }
    case 'participants': {
      const initial = await participantPage(promotion, scope, participantsQuerySchema.parse({}), undefined, await requestLocale());
      return (
        <ParticipantsPanel
          promotionId={promotion.id}
          initial={initial}
          can={{ unlock: can(actor.role, 'users.unlock'), delete: true, impersonate: isCoordinatorOrAbove(actor.role) }}
          editBase={actor.role === 'Master' ? 'settings' : 'coordinator'}
          promotionQuery={promotionQuery}
          locations={reachLocations(page.scope)}
        />
      );
    }
    case 'teams':
      return <TeamsPanel promotionId={promotion.id} promotionQuery={promotionQuery} initial={await listAdminTeams(promotion, scope, {})} />;
    case 'flagged_posts':
      return <FlaggedPostsPanel promotionId={promotion.id} initial={await listFlaggedPosts(scope)} />;
    case 'promotional_tools': {
      const teams = promotion.flags.is_teams_enabled ? (await listAdminTeams(promotion, scope, {})).map((t) => ({ id: t.id, name: t.name })) : null;
      return <PromotionalToolsPanel promotionId={promotion.id} promotionQuery={promotionQuery} sent={await listNotifications(scope, actor.id)} teams={teams} />;
    }
    case 'eligibility': {
      // The eligibility slice's screens: masters edit, everyone else reads the records and the file list.
      const [records, files, label] = await Promise.all([eligibilityListPage(promotion.id, page.scope.reach === 'all' ? null : [...page.scope.reach]), listEligibilityFiles(promotion.id), eligibilityLabel(promotion.id)]);
      const master = actor.role === 'Master';
      return (
        <div className="flex flex-col gap-8">
          <EligibilityRecords promotionId={promotion.id} canEdit={master} initial={records} />
          <EligibilityFiles promotionId={promotion.id} canManage={master} label={label} initial={files} />
        </div>
      );
    }
    case 'reports':
      // The reports slice's workspace; which reports a role may run, save and delete is its rule.
      return <ReportsWorkspace promotionId={promotion.id} viewer={{ role: actor.role }} initial={await loadReportsWorkspace(promotion.id, actor.role)} />;
  }
}

export default async function CoordinatorTabPage({ params, searchParams }: Props) {
  const { tab } = await params;
  if (!isTab(tab)) notFound();
  const page = await requireCoordinatorPage(tab, await searchParams);
  return (
    <CoordinatorFrame promotionName={page.promotion.row.name} tabs={page.tabs} promotionQuery={page.promotionQuery}>
      <TabContent tab={tab} page={page} />
    </CoordinatorFrame>
  );
}
