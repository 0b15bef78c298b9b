// /coordinator/dashboard/participants/{userId}: the user table's Edit for coordinators — the participant's account as
// the coordinator sees it, with the narrow edit (names, a location of the viewer's reach) when the viewer may make it
// (masters edit every setting in /settings/dashboard?userId&promotionId).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { reachLocations, requireCoordinatorPage } from '@/server/coordinator/pages';
import { participantDetail } from '@/server/coordinator/participants';
import { mayManageParticipant } from '@/server/auth/abilities';
import { CoordinatorFrame } from '@/components/admin/coordinator/coordinator-frame';
import { ParticipantDetail } from '@/components/admin/coordinator/participant-detail';
import { can } from '@/lib/permissions';
import { isRole } from '@/lib/roles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin-coordinator');
  return { title: t('participantMetaTitle') };
}

type Props = { params: Promise<{ tab: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ParticipantPage({ params, searchParams }: Props) {
  const { tab, id } = await params;
  if (tab !== 'participants' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) >= 2 ** 31) notFound();
  const page = await requireCoordinatorPage('participants', await searchParams);
  const detail = await participantDetail(page.scope, Number(id)).catch(() => null);
  if (!detail) notFound();
  const editable = detail.id !== page.actor.id && isRole(detail.role) && mayManageParticipant(page.actor.role, detail.role);
  const labels = page.promotion.row.location_labels;
  const t = await getTranslations('admin-coordinator');
  return (
    <CoordinatorFrame promotionName={page.promotion.row.name} tabs={page.tabs} promotionQuery={page.promotionQuery}>
      <ParticipantDetail
        promotionId={page.promotion.id}
        detail={detail}
        canUnlock={can(page.actor.role, 'users.unlock')}
        edit={editable ? { locations: reachLocations(page.scope), locationLabel: labels[labels.length - 1] || t('location') } : null}
      />
    </CoordinatorFrame>
  );
}
