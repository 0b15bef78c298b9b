// /leaderboard is an abstract frame: the first board the promotion shows (server/pages/frame-redirect.ts says why it
// is a route handler and not a page).
import { frameRedirect } from '@/server/pages/frame-redirect';
import { leaderboardLanding } from './board-context';

export const GET = frameRedirect(leaderboardLanding);
