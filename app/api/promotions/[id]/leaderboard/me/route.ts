import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { assertBoardEnabled } from '@/server/leaderboards/policy';
import { myIndividualRank } from '@/server/leaderboards/individual';
import { idParamSchema } from '@/lib/schemas';
import type { MyBoardRank } from '@/lib/leaderboards/types';

// GET /promotions/{id}/leaderboard/me — the caller's own rank on the individual board, the cheap call behind the
// widget: {rank, score, opted_in}; rank and score are null when not opted in (their own rank is hidden).
// The people ahead, and the tie block up to the caller's tie mark, come from a score histogram at most 2 s old; the rest
// of the tie block (under 256 rows) is counted live (server/leaderboards/rank-snapshot.ts).
export const GET = route({ response: responses.myBoardRankSchema, scope: 'promotion', action: 'leaderboards.read', promotionParam: 'id', params: idParamSchema }, async ({ user, promotion }) => {
  assertBoardEnabled(promotion, 'individual');
  const optedIn = user.promotion_id === promotion.id && user.opted_in_individual_leaderboard;
  if (!optedIn) return { rank: null, score: null, opted_in: false } satisfies MyBoardRank;
  const mine = await myIndividualRank(promotion.id, user.id);
  return { ...mine, opted_in: true } satisfies MyBoardRank;
});
