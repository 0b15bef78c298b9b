// The coordinator's user table (administration.md §3 "Participant row", §6, §9): a keyset page over 100,000
// participants, sorted by a column and searched by name or email, within the viewer's location reach; and the
// row actions that write (delete; unlock is POST /users/{id}/unlock).
import 'server-only';
import { db } from '@/server/db';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { deleteAccountByAdministrator } from '@/server/users/account-deletion';
import { mayManageParticipant, withinReach } from '@/server/auth/abilities';
import type { Role } from '@/lib/roles';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { FourthColumn, ParticipantDetail, ParticipantPage, ParticipantRow } from '@/lib/coordinator/types';
import { COORDINATOR_MESSAGES } from '@/lib/coordinator/messages';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import type { ParticipantsQuery } from '@/lib/coordinator/schemas';
import { DEFAULT_SSO_LABEL } from '@/lib/coordinator/constants';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import { narrowedReach, type CoordinatorScope } from './context';
import { searchBreadthSql, userTableCountSql, userTablePageSql, type UserTableFilter } from './sql';
import { participantCountSql } from './stats-sql';
import { clusterSnapshot } from '@/server/platform/cluster-snapshot';
import { listEnvelope, listLink, toPage } from '@/server/platform/pagination';
import { USER_TABLE_ALL_CAP } from '@/lib/coordinator/constants';

/** The location level's column default ("Location"): never chosen, so it reads in the reader's language. */
const DEFAULT_LOCATION_LABEL = 'Location';

/**
 * With single sign-on the SSO identifier (the organization's label, default 'SSOID'), else the deepest location level.
 * A configured label wins in every language; the default one is said in the reader's (`locale`).
 */
export function fourthColumn(promotion: Pick<ResolvedPromotion, 'organization' | 'row'>, locale: AnyLocale = DEFAULT_LOCALE): FourthColumn {
  if (promotion.organization.is_sso_enabled) return { kind: 'sso_identifier', label: promotion.organization.sso_label || DEFAULT_SSO_LABEL };
  const labels = promotion.row.location_labels;
  const label = labels[labels.length - 1]?.trim() || DEFAULT_LOCATION_LABEL;
  return { kind: 'location', label: label === DEFAULT_LOCATION_LABEL ? translatorFor(locale, 'admin-coordinator')('location') : label };
}

const encodeCursor = (value: string, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

function decodeCursor(cursor: string | undefined): { value: string; id: number } | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && Number.isInteger(parsed[1]) && parsed[1] > 0 && parsed[1] < 2 ** 31) {
      return { value: parsed[0].slice(0, 300), id: parsed[1] };
    }
  } catch {
    // fall through
  }
  throw new Invalid(COORDINATOR_MESSAGES.cursorInvalid);
}

/** Counts go up to 10,000 ("10,000+" beyond) and are kept 30 s per filter: every page and scroll asks again. */
const COUNT_CAP = 10_000;
/** Beyond this many matches a search is broad (see searchBreadthSql). */
const SEARCH_BROAD = 2_000;
const COUNT_TTL_MS = 30_000;
const counts = new Map<string, { at: number; value: Promise<number> }>();

function cachedCount(filter: { promotionId: number; locationIds: number[] | null; search: string | null; searchMode: 'narrow' | 'broad' }): Promise<number> {
  const key = JSON.stringify(filter);
  const now = Date.now();
  const hit = counts.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.value;
  if (counts.size >= 1000) counts.clear();
  const value = userTableCountSql.first(db, filter, COUNT_CAP + 1).then((r) => r?.total ?? 0);
  counts.set(key, { at: now, value });
  value.catch(() => counts.delete(key));
  return value;
}

// The caption's participant count is a count of every participant in reach: a scan of the users table, 160 ms at
// 100,000 and growing with the promotion. Like the boards' totals (server/leaderboards/count-cache.ts), a count of
// 5,000 or more is computed once per 10 s for the whole cluster and, once stale, served while one process refreshes
// it; a smaller one is counted exactly on every call, so an ordinary promotion shows a change at once.
const PARTICIPANTS_LARGE = 5_000;
const PARTICIPANTS_FRESH_MS = 10_000;

function participantCount(promotionId: number, locationIds: number[] | null): Promise<number> {
  return clusterSnapshot(`coordinator:participants:${promotionId}:${locationIds?.join(',') ?? ''}`, {
    freshMs: PARTICIPANTS_FRESH_MS,
    compute: () => participantCountSql.first(db, promotionId, locationIds).then((r) => r?.count ?? 0),
    keep: (n) => n >= PARTICIPANTS_LARGE,
  });
}

/** After a delete the counts change: the next page counts again. */
export const forgetParticipantCounts = () => counts.clear();

type PageRow = Awaited<ReturnType<typeof userTablePageSql.all>>[number];

/** page_size=0: every row up to USER_TABLE_ALL_CAP, read in keyset batches (each an index walk that stops early). */
const ALL_BATCH = 1_000;
async function allRows(filter: Omit<UserTableFilter, 'after' | 'limit'>, after: UserTableFilter['after']): Promise<{ rows: PageRow[]; more: boolean }> {
  const rows: PageRow[] = [];
  let cursor = after;
  for (;;) {
    const want = Math.min(ALL_BATCH, USER_TABLE_ALL_CAP - rows.length);
    const batch = await userTablePageSql.all(db, { ...filter, after: cursor, limit: want + 1 });
    rows.push(...batch.slice(0, want));
    const last = rows[rows.length - 1];
    if (batch.length <= want) return { rows, more: false };
    if (rows.length >= USER_TABLE_ALL_CAP || !last) return { rows, more: true };
    cursor = { value: last.sort_value, id: last.id };
  }
}

/** `locale`: the reader's, for the fourth column's default label. */
export async function participantPage(promotion: ResolvedPromotion, scope: CoordinatorScope, query: ParticipantsQuery,
  url = new URL(`http://localhost/api/promotions/${promotion.id}/participants`), locale: AnyLocale = DEFAULT_LOCALE): Promise<ParticipantPage> {
  if (query.cursor && query.page !== undefined) throw new Invalid(COORDINATOR_MESSAGES.cursorOrPage);
  const reach = await narrowedReach(scope, query.location_id);
  const search = query.q && query.q.length > 0 ? query.q.toLowerCase() : null;
  const after = decodeCursor(query.cursor);
  // A numeric sort's cursor must hold a number (it is cast in SQL).
  if (after && ['activities_logged', 'scenes_completed', 'duos_completed'].includes(query.sort) && !/^\d{1,9}$/.test(after.value)) {
    throw new Invalid(COORDINATOR_MESSAGES.cursorInvalid);
  }
  // A broad search (thousands match) is not counted: it says "2,000+".
  const broad = search !== null && ((await searchBreadthSql.first(db, promotion.id, search, SEARCH_BROAD + 1))?.matches ?? 0) > SEARCH_BROAD;
  const base = { promotionId: promotion.id, locationIds: reach === 'all' ? null : [...reach], search, searchMode: broad ? 'broad' as const : 'narrow' as const };
  const all = query.page_size === 0;
  const pageNumber = query.page ?? 1;
  const offset = all || after ? 0 : (pageNumber - 1) * query.page_size;
  const filter = { ...base, sort: query.sort, dir: query.dir };
  const [{ rows: page, more }, total, participantsTotal] = await Promise.all([
    all
      ? allRows(filter, after)
      : userTablePageSql.all(db, { ...filter, after, limit: query.page_size + 1, offset })
        .then((rows) => ({ rows: rows.slice(0, query.page_size), more: rows.length > query.page_size })),
    broad ? Promise.resolve(SEARCH_BROAD + 1) : cachedCount(base),
    // The table lists everyone (coordinators too); the participants among them are counted by the Stats tab's own
    // query, so the caption says the same number as Stats and the cockpit ("60 people, 57 participants").
    search === null ? participantCount(promotion.id, base.locationIds) : Promise.resolve(null),
  ]);
  const cap = search ? SEARCH_BROAD : COUNT_CAP;
  const last = page[page.length - 1];
  const nextCursor = more && last ? encodeCursor(last.sort_value, last.id) : null;
  const shown = Math.min(total, cap);
  const meta = { total: shown, total_capped: total > cap, participants_total: participantsTotal, next_cursor: nextCursor, fourth_column: fourthColumn(promotion, locale) };
  const data = page.map(({ sort_value: _sort, ...row }): ParticipantRow => row);
  const envelope = listEnvelope(data, shown, toPage({ page: all || after ? 1 : pageNumber, page_size: query.page_size }), url, meta);
  // Past a capped count, or after a cursor, "next" follows what was actually read, not the count.
  const links = after || all
    ? { current: listLink(url, {}), prev: null, next: nextCursor ? listLink(url, { cursor: nextCursor, page: null }) : null }
    : { ...envelope.meta.links, next: more ? listLink(url, { page: String(pageNumber + 1) }) : null };
  return { data, meta: { ...meta, total_records: shown, links } };
}

/** A participant of this promotion within the viewer's reach; anyone else (or another promotion's) is a 404. */
export async function findParticipantInReach(scope: CoordinatorScope, userId: number) {
  const user = await db.user.findFirst({
    where: { id: userId, promotion_id: scope.promotionId, deleted_at: null },
    select: {
      id: true, email: true, role: true, location_id: true,
      profile: { select: { first_name: true, last_name: true } },
      team_memberships: { where: { team: { status: { not: 2 } } }, select: { team: { select: { name: true } } }, orderBy: { created_at: 'desc' }, take: 1 },
    },
  });
  if (!user || !withinReach(scope.reach, user.location_id)) throw new NotFound(M.participantNotFound);
  return user;
}

/** Delete from the user table: a participant (not oneself, not an administrator above them), erased and audited. */
// Location and regional coordinators delete participants (User) only; coordinators and above any participant role.
export async function deleteParticipant(scope: CoordinatorScope, actorRole: Role, source: { actorId: number; ip: string | null }, userId: number): Promise<void> {
  const user = await findParticipantInReach(scope, userId);
  if (user.id === source.actorId) throw new Forbidden(M.cannotDeleteSelf);
  if (!mayManageParticipant(actorRole, user.role as Role)) throw new Forbidden(M.cannotDeleteAdministrator);
  const name = `${user.profile?.first_name ?? ''} ${user.profile?.last_name ?? ''}`.trim();
  await deleteAccountByAdministrator(user.id, (tx) => recordAudit(tx, {
    ...source, action: 'delete', recordType: 'User', recordId: user.id, promotionId: scope.promotionId,
    before: { email: user.email, name, team_name: user.team_memberships[0]?.team.name ?? null }, after: null,
  }));
  forgetParticipantCounts();
}

/** The coordinator's page of one participant (the user table's Edit for coordinators). */
export async function participantDetail(scope: CoordinatorScope, userId: number): Promise<ParticipantDetail> {
  await findParticipantInReach(scope, userId);
  const u = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true, email: true, role: true, is_locked: true, sso_identifier: true, created_at: true, last_sign_in_at: true, location_id: true,
      activities_logged: true, scenes_completed: true, duos_completed: true,
      profile: { select: { first_name: true, last_name: true } }, location: { select: { name: true } },
      team_memberships: { where: { team: { status: { not: 2 } } }, select: { team: { select: { name: true } } }, orderBy: { created_at: 'desc' }, take: 1 },
    },
  });
  return {
    id: u.id, first_name: u.profile?.first_name ?? '', last_name: u.profile?.last_name ?? '', email: u.email, role: u.role, is_locked: u.is_locked,
    sso_identifier: u.sso_identifier, location_id: u.location_id, location_name: u.location?.name ?? null, team_name: u.team_memberships[0]?.team.name ?? null,
    activities_logged: u.activities_logged, scenes_completed: u.scenes_completed, duos_completed: u.duos_completed,
    created_at: u.created_at.toISOString(), last_sign_in_at: u.last_sign_in_at?.toISOString() ?? null,
  };
}
