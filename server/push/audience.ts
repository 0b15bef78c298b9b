// Who a push notification job reaches: the promotion's participants matching every chosen filter, or the ones whose
// addresses were typed as recipients (both: the typed ones that also match). Not deleted, participant roles only.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { addDays, isoDate, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import { splitRecipients } from '@/lib/emails/recipients';
import type { PushJobFilter } from '@/lib/push/filters';
import type { PushPreview, PushRecipient } from '@/lib/push/types';

/** The preview lists at most this many recipients (the count is always the full one). */
export const PREVIEW_LIMIT = 500;

export interface AudienceInput {
  filters: readonly PushJobFilter[];
  recipients?: string | null;
}

/** The promotion's "today": its pinned demo date, or the real date in its zone. */
export async function promotionToday(promotionId: number, now: Date = new Date()): Promise<string> {
  const p = await db.promotion.findUniqueOrThrow({ where: { id: promotionId }, select: { time_zone: true, current_date_override: true } });
  return isoDate(p.current_date_override) ?? todayIn(p.time_zone, now);
}

function filterWhere(filter: PushJobFilter, promotionId: number, weekAgo: Date): Prisma.UserWhereInput {
  switch (filter) {
    case 'all':
      return {};
    case 'inactive_7_days':
      return { entries: { none: { promotion_id: promotionId, recorded_on: { gte: weekAgo }, total_points: { gt: 0 } } } };
    case 'active_7_days':
      return { entries: { some: { promotion_id: promotionId, recorded_on: { gte: weekAgo }, total_points: { gt: 0 } } } };
    case 'no_duo':
      return { duos_sent: { none: { state: 'pending', started_at: { not: null } } }, duos_received: { none: { state: 'pending', started_at: { not: null } } } };
    case 'no_friends':
      return { friendships_sent: { none: { status: 'A' } }, friendships_received: { none: { status: 'A' } } };
    case 'no_team':
      return { team_memberships: { none: { promotion_id: promotionId, team: { status: { not: 2 } } } } };
  }
}

export async function audienceWhere(promotionId: number, input: AudienceInput, now: Date = new Date()): Promise<Prisma.UserWhereInput> {
  const weekAgo = parseIsoDate(addDays(await promotionToday(promotionId, now), -6));
  const typed = splitRecipients(input.recipients).map((e) => e.toLowerCase());
  return {
    promotion_id: promotionId,
    deleted_at: null,
    role: { in: [...PARTICIPANT_ROLES] },
    ...(typed.length ? { email: { in: typed } } : {}),
    AND: input.filters.map((f) => filterWhere(f, promotionId, weekAgo)),
  };
}

export async function audienceIds(promotionId: number, input: AudienceInput, now?: Date): Promise<number[]> {
  const rows = await db.user.findMany({ where: await audienceWhere(promotionId, input, now), select: { id: true }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.id);
}

export async function previewAudience(promotionId: number, input: AudienceInput): Promise<PushPreview> {
  const where = await audienceWhere(promotionId, input);
  const [count, reachable, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.count({ where: { ...where, push_devices: { some: { promotion_id: promotionId, endpoint: { not: null } } } } }),
    db.user.findMany({
      where, take: PREVIEW_LIMIT, orderBy: [{ profile: { last_name: 'asc' } }, { id: 'asc' }],
      select: { id: true, email: true, profile: { select: { first_name: true, last_name: true } }, _count: { select: { push_devices: { where: { endpoint: { not: null } } } } } },
    }),
  ]);
  const data: PushRecipient[] = rows.map((r) => ({
    id: r.id, email: r.email, first_name: r.profile?.first_name ?? '', last_name: r.profile?.last_name ?? '', devices: r._count.push_devices,
  }));
  return { data, count, reachable };
}
