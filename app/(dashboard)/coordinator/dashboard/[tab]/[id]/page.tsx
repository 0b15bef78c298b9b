// /coordinator/dashboard/participants/{userId}: the user table's Edit for coordinators — the participant's account as
// the coordinator sees it (masters edit every setting in /settings?userId&promotionId).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCoordinatorPage } from '@/server/coordinator/pages';
import { participantDetail } from '@/server/coordinator/participants';
import { CoordinatorFrame } from '@/components/admin/coordinator/coordinator-frame';
import { ParticipantDetail } from '@/components/admin/coordinator/participant-detail';
import { can } from '@/lib/permissions';

export const metadata: Metadata = { title: 'Participant · Coordinator Dashboard' };

type Props = { params: Promise<{ tab: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ParticipantPage({ params, searchParams }: Props) {
  const { tab, id } = await params;
  if (tab !== 'participants' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) >= 2 ** 31) notFound();
  const page = await requireCoordinatorPage('participants', await searchParams);
  const detail = await participantDetail(page.scope, Number(id)).catch(() => null);
  if (!detail) notFound();
  return (
    <CoordinatorFrame promotionName={page.promotion.row.name} tabs={page.tabs} promotionQuery={page.promotionQuery}>
      <ParticipantDetail detail={detail} canUnlock={can(page.actor.role, 'users.unlock')} />
    </CoordinatorFrame>
  );
}
