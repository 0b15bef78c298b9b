// The location board (GET /promotions/{promotionId}/location_leaderboard):
// the top-level locations, or the children of ?location=, ranked by the AVERAGE points of their opted-in participants
// (whole subtree), so a small site can beat a large one; ties by total points, then id. docs/leaderboards.md.
import { dbRead } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import type { LocationLeaderboardRow } from '@/lib/leaderboards/types';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';
import { locationTotalsSql } from './queries';
import type { BoardPaging } from './paging';
import type { LocationTree } from '@/server/locations/tree';
import { oneDecimal } from './serialize';
import { cachedAggregate } from './count-cache';

// The aggregate reads every opted-in participant of the listed locations; the board moves slowly, so a big board's
// result is reused (count-cache.ts: 10 s, then refreshed in the background). Small boards are always exact.
function rankedLocations(promotionId: number, parentId: number | null, tree: LocationTree): Promise<LocationLeaderboardRow[]> {
  return cachedAggregate(
    `location:${promotionId}:${parentId ?? 'top'}`,
    (rows) => rows.reduce((n, r) => n + r.participant_count, 0),
    () => computeLocations(promotionId, parentId, tree),
  );
}

async function computeLocations(promotionId: number, parentId: number | null, tree: LocationTree): Promise<LocationLeaderboardRow[]> {
  const listed = tree.childrenOf(parentId);
  const rollUp = tree.rollUpTo(listed.map((l) => l.id));
  const totals = listed.length
    ? await locationTotalsSql.all(dbRead, promotionId, [...rollUp.keys()])
    : [];
  const sums = new Map<number, { participants: number; total: number }>();
  for (const t of totals) {
    const target = rollUp.get(t.location_id);
    if (target === undefined) continue;
    const s = sums.get(target) ?? { participants: 0, total: 0 };
    s.participants += t.participants;
    s.total += Number(t.total);
    sums.set(target, s);
  }
  const rows = listed
    .map((l) => {
      const s = sums.get(l.id) ?? { participants: 0, total: 0 };
      return {
        id: l.id,
        name: l.name,
        rank: 0,
        score: s.participants > 0 ? oneDecimal(s.total / s.participants) : 0,
        total_points: s.total,
        participant_count: s.participants,
        has_children: tree.childrenOf(l.id).length > 0,
        profile: null,
      };
    })
    .sort((a, b) => b.score - a.score || b.total_points - a.total_points || a.id - b.id)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return rows;
}

/** A page of the board, and which listed location the caller's own location rolls up to (null: none of them). */
export async function locationBoard(promotionId: number, parentId: number | undefined, paging: BoardPaging, tree: LocationTree, ownLocationId: number | null) {
  if (parentId !== undefined && !tree.get(parentId)) throw new NotFound(LEADERBOARD_MESSAGES.locationNotFound);
  const all = await rankedLocations(promotionId, parentId ?? null, tree);
  const mine = ownLocationId === null ? null : (tree.rollUpTo(all.map((l) => l.id)).get(ownLocationId) ?? null);
  return { rows: all.slice(paging.offset, paging.offset + paging.limit), total: all.length, myLocationId: mine };
}
