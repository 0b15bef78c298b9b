// The own rank at 100,000 participants (docs/leaderboards.md "Own rank"). Counting everyone ahead in the index is
// exact but costs one index entry per participant ahead — ~7 ms for the median participant on a quiet table, and
// ~40 ms once logging has dirtied the table's pages (each entry then needs a heap visit). So:
//
//   rank = 1 + (participants with more points, from the cluster's score histogram, at most FRESH_MS old)
//            + (participants with the same points and a lower id, counted live: one short index range)
//
// The caller's own score is always live. A big promotion's histogram is kept FRESH_MS and then refreshed in the
// background (one GROUP BY over the index, once for the whole cluster: server/platform/cluster-snapshot.ts); a small one (under LARGE participants) is read fresh on
// every call, so its ranks are exact at once. Ranks of other people's recent changes show within FRESH_MS.
import { dbRead } from '@/server/db';
import { clusterSnapshot } from '@/server/platform/cluster-snapshot';
import { myScoreSql, scoreHistogramSql } from './queries';
import type { MyRank } from '@/lib/leaderboards/types';

const FRESH_MS = 2_000;
const LARGE = 5_000;

/** totals: distinct scores, highest first; ahead[i]: participants with more points than totals[i]. */
export interface ScoreHistogram {
  totals: number[];
  ahead: number[];
  participants: number;
}

export function buildHistogram(rows: { total: number; n: number }[]): ScoreHistogram {
  const totals: number[] = [];
  const ahead: number[] = [];
  let seen = 0;
  for (const row of rows) {
    totals.push(row.total);
    ahead.push(seen);
    seen += row.n;
  }
  return { totals, ahead, participants: seen };
}

/** Participants with strictly more points than `score`, by binary search over the distinct totals. */
export function aheadOf(h: ScoreHistogram, score: number): number {
  let lo = 0;
  let hi = h.totals.length; // first index whose total <= score
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.totals[mid] > score) lo = mid + 1;
    else hi = mid;
  }
  return lo < h.totals.length ? h.ahead[lo] : h.participants;
}

/** A big promotion's histogram: once per FRESH_MS for the cluster; a small one exact on every call. */
function histogramOf(promotionId: number): Promise<ScoreHistogram> {
  return clusterSnapshot(`rank-histogram:${promotionId}`, {
    freshMs: FRESH_MS,
    compute: async () => buildHistogram(await scoreHistogramSql.all(dbRead, promotionId)),
    keep: (histogram) => histogram.participants >= LARGE,
  });
}

/** Own rank and score on the individual board. */
export async function ownRank(promotionId: number, userId: number): Promise<MyRank> {
  const [histogram, [mine]] = await Promise.all([
    histogramOf(promotionId),
    myScoreSql.all(dbRead, promotionId, userId),
  ]);
  return { rank: 1 + aheadOf(histogram, mine.score) + mine.ties_ahead, score: mine.score };
}
