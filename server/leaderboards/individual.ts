// The individual and friends boards and the caller's own rank (none when not opted in).
// Rules and costs: docs/leaderboards.md. SQL: ./sql.ts (also run by bench/explain.ts), typed in ./queries.ts.
import { dbRead } from '@/server/db';
import { friendsBoardSql, individualCountSql, individualPageSql } from './queries';
import { ownRank } from './rank-snapshot';
import type { BoardPaging } from './paging';
import type { PersonRowData } from './serialize';
import { cachedCount } from './count-cache';
import type { MyRank } from '@/lib/leaderboards/types';

export interface BoardFilters {
  locationIds: number[] | null;
  /** ILIKE pattern of the name search (SQL filters). */
  pattern: string | null;
  /** The name search as typed (in-memory filters). */
  text: string | null;
}

/** Own rank on the individual board (rank-snapshot.ts). */
export function myIndividualRank(promotionId: number, userId: number): Promise<MyRank> {
  return ownRank(promotionId, userId);
}

/** A page of the individual board: opted-in participants only, each with their rank in the whole promotion. */
export async function individualBoard(promotionId: number, paging: BoardPaging, filters: BoardFilters) {
  const [rows, total] = await Promise.all([
    individualPageSql.all(dbRead, promotionId, paging.limit, paging.offset, filters.locationIds, filters.pattern),
    cachedCount(`individual:${promotionId}:${filters.locationIds?.join(',') ?? ''}:${filters.pattern ?? ''}`, async () => {
      const row = await individualCountSql.first(dbRead, promotionId, filters.locationIds, filters.pattern);
      return row!.total;
    }),
  ]);
  return { rows, total };
}

/** The friends board of a user: them and their accepted friends who opted in, ranked among themselves. */
export async function friendsBoard(promotionId: number, userId: number, paging: BoardPaging, filters: BoardFilters) {
  const board: PersonRowData[] = await friendsBoardSql.all(dbRead, promotionId, userId);
  const me = board.find((r) => r.id === userId);
  const locations = filters.locationIds ? new Set(filters.locationIds) : null;
  const needle = filters.text?.toLocaleLowerCase() ?? null;
  const shown = board.filter(
    (r) =>
      (!locations || (r.location_id !== null && locations.has(r.location_id))) &&
      (!needle || `${r.first_name ?? ''} ${r.last_name ?? ''}`.toLocaleLowerCase().includes(needle)),
  );
  return {
    rows: shown.slice(paging.offset, paging.offset + paging.limit),
    total: shown.length,
    myRank: me ? { rank: me.rank, score: me.score } : null,
  };
}
