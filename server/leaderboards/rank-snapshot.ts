// The own rank at 100,000+ participants (docs/leaderboards.md "Own rank"). Counting everyone ahead in the index is
// exact but costs one index entry per participant ahead, and so does counting the caller's tie block: points come in
// coarse steps, so a block holds about N ÷ (distinct totals) people. So:
//
//   rank = 1 + (participants with more points, from the cluster's score histogram, at most FRESH_MS old)
//            + (same points, lower id than the caller's tie mark, from the same histogram)
//            + (same points, from that mark up to the caller's id, counted live: under TIE_STEP index entries,
//               2 · TIE_STEP at worst before the marks are chosen again)
//
// The tie marks are chosen as the participants at every TIE_STEP-th place of the points table (sql.ts
// SCORE_HISTOGRAM_SQL), so every tie block has one within every TIE_STEP of its places; a mark's place and the count
// of everyone ahead of its total are read on the same snapshot, so the two snapshot parts are one consistent count.
// The caller's own score is always live. A big promotion's histogram is kept FRESH_MS and then refreshed in the
// background, once for the whole cluster (server/platform/cluster-snapshot.ts): usually by recounting the places of
// the marks it has (one unordered pass, SCORE_COUNTS_SQL), and every MARKS_MS, or once the blocks grew past a mark's
// reach, by choosing the marks again (one pass over the index in its order, SCORE_HISTOGRAM_SQL: 3-5× the cost while
// logging keeps the table dirty, so not every FRESH_MS). A small one (under LARGE participants) is read fresh on
// every call, so its ranks are exact at once. Other people's recent changes show within FRESH_MS, in the tie block
// as ahead of it.
import { dbRead } from '@/server/db';
import { clusterSnapshot } from '@/server/platform/cluster-snapshot';
import { myScoreSql, scoreCountsSql, scoreHistogramSql } from './queries';
import type { MyRank } from '@/lib/leaderboards/types';

const FRESH_MS = 2_000;
const LARGE = 5_000;
/** How long tie marks are recounted before they are chosen again. */
const MARKS_MS = 30_000;
/** A mark key is user_id - total · 2^31 (sql.ts SCORE_COUNTS_SQL): exact in a double while |total| < 2^21. */
const KEYABLE_TOTAL = 2 ** 21;
/**
 * Places between two tie marks: the live count reads fewer index entries than this. On a table that logging keeps
 * dirty each entry may cost a heap visit, so smaller is cheaper per request (1,024: median 249 buffers at 100,000
 * participants; 256: 87), at N ÷ TIE_STEP marks in the snapshot (1,171 at 300,000: 18 KB of JSON).
 */
export const TIE_STEP = 256;

/**
 * totals: distinct scores, highest first; ahead[i]: participants with more points than totals[i]; marks[i]: the
 * tie marks of totals[i] (ids, ascending) and tied[i][j]: the participants of totals[i] with a lower id than marks[i][j].
 */
export interface ScoreHistogram {
  totals: number[];
  ahead: number[];
  participants: number;
  /** Absent in a snapshot written before the marks existed: the tie block is then counted whole, live. */
  marks?: number[][];
  tied?: number[][];
  /** When the marks were chosen (0: choose them again at the next refresh, the blocks grew past their reach). */
  marksAt?: number;
}

/** Rows of SCORE_HISTOGRAM_SQL: `places` are the marks' places in the whole table (1 = first). */
export function buildHistogram(rows: { total: number; n: number; marks?: number[]; places?: number[] }[]): ScoreHistogram {
  const totals: number[] = [];
  const ahead: number[] = [];
  const marks: number[][] = [];
  const tied: number[][] = [];
  let seen = 0;
  for (const row of rows) {
    totals.push(row.total);
    ahead.push(seen);
    marks.push(row.marks ?? []);
    tied.push((row.places ?? []).map((place) => place - 1 - seen));
    seen += row.n;
  }
  return { totals, ahead, participants: seen, marks, tied };
}

/** The index of the first total <= score (totals.length when every total is higher). */
function firstAtOrBelow(h: ScoreHistogram, score: number): number {
  let lo = 0;
  let hi = h.totals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.totals[mid] > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Participants with strictly more points than `score`, by binary search over the distinct totals. */
export function aheadOf(h: ScoreHistogram, score: number): number {
  const i = firstAtOrBelow(h, score);
  return i < h.totals.length ? h.ahead[i] : h.participants;
}

/** How many marks of a total are at or below the user's id (binary search). */
function marksUpTo(marks: number[], userId: number): number {
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid] <= userId) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where the live count of the user's tie block starts, for whichever total their live score turns out to be: per
 * total, the greatest mark at or below their id (totals without one are left out). One entry per distinct total at
 * most, whatever the promotion's size.
 */
export function tieMarksFor(h: ScoreHistogram, userId: number): { totals: number[]; ids: number[] } {
  const totals: number[] = [];
  const ids: number[] = [];
  h.marks?.forEach((marks, i) => {
    const j = marksUpTo(marks, userId);
    if (j > 0) {
      totals.push(h.totals[i]);
      ids.push(marks[j - 1]);
    }
  });
  return { totals, ids };
}

/** Participants of `score` with an id below the user's tie mark (the mark tieMarksFor gave for that total). */
export function tiesBeforeMark(h: ScoreHistogram, score: number, userId: number): number {
  const i = firstAtOrBelow(h, score);
  if (i === h.totals.length || h.totals[i] !== score || !h.marks || !h.tied) return 0;
  const j = marksUpTo(h.marks[i], userId);
  return j > 0 ? h.tied[i][j - 1] : 0;
}

/** The tie marks as keys of the points table's order (ascending), with their totals; null when a total is too large. */
function markKeys(h: ScoreHistogram): { keys: number[]; totals: number[]; ids: number[] } | null {
  const keys: number[] = [];
  const totals: number[] = [];
  const ids: number[] = [];
  for (const [i, marks] of (h.marks ?? []).entries()) {
    if (Math.abs(h.totals[i]) >= KEYABLE_TOTAL) return null;
    for (const id of marks) {
      keys.push(id - h.totals[i] * 2 ** 31);
      totals.push(h.totals[i]);
      ids.push(id);
    }
  }
  return { keys, totals, ids };
}

/**
 * The histogram from SCORE_COUNTS_SQL's rows (per total and slot between marks), keeping the previous marks: a mark's
 * place is the rows in the slots before it, and the participants of its total below it are that minus the ones ahead
 * of the total. Any id is a valid mark (its count is exact on this snapshot), so marks whose participant moved stay.
 */
export function recount(
  rows: { total: number; slot: number; n: number }[],
  previous: { keys: number[]; totals: number[]; ids: number[] },
  marksAt: number,
  step: number,
): ScoreHistogram {
  const perTotal = new Map<number, number>();
  const perSlot = new Array<number>(previous.keys.length + 1).fill(0);
  for (const row of rows) {
    perTotal.set(row.total, (perTotal.get(row.total) ?? 0) + row.n);
    perSlot[row.slot] += row.n;
  }
  const h = buildHistogram([...perTotal].sort((a, b) => b[0] - a[0]).map(([total, n]) => ({ total, n })));
  let below = perSlot[0];
  for (let k = 0; k < previous.keys.length; k++) {
    const i = firstAtOrBelow(h, previous.totals[k]);
    if (i < h.totals.length && h.totals[i] === previous.totals[k]) {
      h.marks![i].push(previous.ids[k]);
      h.tied![i].push(below - h.ahead[i]);
    }
    below += perSlot[k + 1];
  }
  // A slot is the most a live count can read (from a mark to the next): once one holds two steps, choose again.
  h.marksAt = Math.max(...perSlot) > 2 * step ? 0 : marksAt;
  return h;
}

/**
 * The histogram with a tie mark about every `step` places: the previous one's marks recounted while they are younger
 * than MARKS_MS and still within reach, else marks chosen anew.
 */
export async function computeHistogram(promotionId: number, step = TIE_STEP, previous?: ScoreHistogram, now = Date.now()): Promise<ScoreHistogram> {
  const keyed = previous?.marksAt && now - previous.marksAt < MARKS_MS ? markKeys(previous) : null;
  if (keyed && keyed.keys.length > 0) {
    return recount(await scoreCountsSql.all(dbRead, promotionId, keyed.keys), keyed, previous!.marksAt!, step);
  }
  return { ...buildHistogram(await scoreHistogramSql.all(dbRead, promotionId, step)), marksAt: now };
}

/** The last histogram this process answered per promotion: the marks its next refresh recounts. */
const lastSeen = new Map<number, ScoreHistogram>();
const MAX_SEEN = 2_000;

/** A big promotion's histogram: once per FRESH_MS for the cluster; a small one exact on every call. */
function histogramOf(promotionId: number): Promise<ScoreHistogram> {
  return clusterSnapshot(`rank-histogram:${promotionId}`, {
    freshMs: FRESH_MS,
    compute: () => computeHistogram(promotionId, TIE_STEP, lastSeen.get(promotionId)),
    keep: (histogram) => histogram.participants >= LARGE,
  });
}

/** Own rank and score given a histogram: one statement (the live score and the live part of the tie block). */
export async function rankWith(h: ScoreHistogram, promotionId: number, userId: number): Promise<MyRank> {
  const from = tieMarksFor(h, userId);
  const [mine] = await myScoreSql.all(dbRead, promotionId, userId, from.totals, from.ids);
  return { rank: 1 + aheadOf(h, mine.score) + tiesBeforeMark(h, mine.score, userId) + mine.ties_since_mark, score: mine.score };
}

/** Own rank and score on the individual board. */
export async function ownRank(promotionId: number, userId: number): Promise<MyRank> {
  const histogram = await histogramOf(promotionId);
  if (lastSeen.get(promotionId) !== histogram) {
    if (lastSeen.size >= MAX_SEEN) lastSeen.clear();
    lastSeen.set(promotionId, histogram);
  }
  return rankWith(histogram, promotionId, userId);
}
