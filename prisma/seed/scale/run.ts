// Generates the 'scale' promotion for benchmarks (docs/scale-data.md). Each phase is one set-based INSERT … SELECT
// per chunk of 10,000 participants, two chunks at a time; PostgreSQL computes every row from the participant's index.
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../../server/auth/password.ts';
import { addDays, todayIn } from '../../../lib/promotion-dates.ts';
import { type PhaseResult, type ScaleContext, type ScaleIds, canSkipRowTriggers, createPool, phase } from './context.ts';
import { validateForeignKeys } from './validate.ts';
import { ScaleRefusedError, dropOrphans, dropScale, findExisting } from './drop.ts';
import { COORDINATOR_EMAILS, createCoordinators, createProfiles, createUsers } from './people.ts';
import { createEntries, createEntryActivities, createQuizAnswers, createUserActivities, createUserScenes } from './logging.ts';
import { createTeamInvites, createTeamMembers, createTeams, createWorkBonuses, createWorks, updateTeamTotals } from './teams.ts';
import { createComments, createFriendships, createLikes, createPostTags, createPosts, recountWalls } from './social.ts';
import { createConversationMembers, createConversations, createMessages, createNotifications } from './messaging.ts';
import { createUserPoints } from './points.ts';
import { recountUserTable } from './user-counts.ts';
import { createSetup } from './setup.ts';
import { type SizeReport, analyzeAndMeasure, formatBytes } from './report.ts';
import { SCALE_PASSWORD, SCALE_SUBDOMAIN, TIME_ZONE, TODAY } from './shape.ts';

export { ScaleRefusedError };

// Below 10 the neighbour offsets (friends, likes, teams of 8) mostly fold onto the same few people.
export const MIN_PARTICIPANTS = 10;
export const MAX_PARTICIPANTS = 2_000_000;

/** Filled in by the phases as they reserve ids. */
const EMPTY_IDS: ScaleIds = {
  organizationId: 0, promotionId: 0, competitionId: 0, locationBase: 0, sceneBase: 0, sceneCount: 0, activityBase: 0,
  userBase: 0, userSceneBase: 0, userActivityBase: 0, entryBase: 0, entryActivityBase: 0, teamBase: 0, postBase: 0,
  conversationBase: 0, workBase: 0,
};

export interface ScaleOptions {
  participants: number;
  /** Replace an existing 'scale' promotion instead of refusing. */
  force?: boolean;
  /** Participants per bulk statement (the default suits 100,000; tests use small ones to cross chunk edges). */
  chunkSize?: number;
  log?: (message: string) => void;
}

export interface ScaleSummary {
  promotionId: number;
  participants: number;
  seconds: number;
  rows: number;
  phases: PhaseResult[];
  size: SizeReport;
}

export async function seedScale(databaseUrl: string, options: ScaleOptions): Promise<ScaleSummary> {
  const { participants, force = false, chunkSize = 10_000, log = console.log } = options;
  if (!Number.isInteger(participants) || participants < MIN_PARTICIPANTS || participants > MAX_PARTICIPANTS) {
    throw new ScaleRefusedError(`--participants must be a whole number from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS.toLocaleString('en-US')}.`);
  }
  const started = performance.now();
  const pool = createPool(databaseUrl);
  try {
    const existing = await findExisting(pool);
    if (existing && !force) {
      throw new ScaleRefusedError(
        `The '${SCALE_SUBDOMAIN}' promotion already exists (${existing.participants.toLocaleString('en-US')} participants). ` +
          `Re-run with --force to drop it and generate it again.`,
      );
    }
    const today = todayIn(TIME_ZONE);
    const ctx: ScaleContext = {
      pool,
      participants,
      chunkSize,
      skipRowTriggers: await canSkipRowTriggers(pool),
      bulkTables: new Set(),
      calendar: { startsOn: addDays(today, -TODAY), timeZone: TIME_ZONE, generatedAt: new Date() },
      ids: { ...EMPTY_IDS },
      log,
      results: [],
    };
    log(`Generating the '${SCALE_SUBDOMAIN}' promotion with ${participants.toLocaleString('en-US')} participants (day 1 = ${ctx.calendar.startsOn}).`);
    log(ctx.skipRowTriggers
      ? '  Foreign keys: checked in one set-based pass after the load (per-row triggers skipped).'
      : '  Foreign keys: checked row by row (connect as a superuser for a load about twice as fast).');
    if (existing) {
      await phase(ctx, 'drop previous', async () => (await dropScale(pool, existing, { skipRowTriggers: ctx.skipRowTriggers, log }), 0));
    }
    await dropOrphans(pool);

    const passwordHash = await hashPassword(SCALE_PASSWORD);
    await phase(ctx, 'promotion and library', () => createSetup(ctx));
    await phase(ctx, 'users', () => createUsers(ctx, passwordHash));
    await phase(ctx, 'profiles', () => createProfiles(ctx));
    await phase(ctx, 'coordinators', () => createCoordinators(ctx, passwordHash));
    await phase(ctx, 'user_scenes', () => createUserScenes(ctx));
    await phase(ctx, 'user_activities', () => createUserActivities(ctx));
    await phase(ctx, 'user_quiz_answers', () => createQuizAnswers(ctx));
    await phase(ctx, 'teams', () => createTeams(ctx));
    await phase(ctx, 'team_members', () => createTeamMembers(ctx));
    await phase(ctx, 'team_invites', () => createTeamInvites(ctx));
    await phase(ctx, 'works', () => createWorks(ctx));
    await phase(ctx, 'work_bonuses', () => createWorkBonuses(ctx));
    await phase(ctx, 'entries', () => createEntries(ctx));
    await phase(ctx, 'entry_activities', () => createEntryActivities(ctx));
    await phase(ctx, 'user_points', () => createUserPoints(ctx));
    await phase(ctx, 'team totals', () => updateTeamTotals(ctx));
    await phase(ctx, 'user table counts', () => recountUserTable(ctx));
    await phase(ctx, 'friendships', () => createFriendships(ctx));
    await phase(ctx, 'posts', () => createPosts(ctx));
    await phase(ctx, 'comments', () => createComments(ctx));
    await phase(ctx, 'wall counts', () => recountWalls(ctx));
    await phase(ctx, 'likes', () => createLikes(ctx));
    await phase(ctx, 'post_tags', () => createPostTags(ctx));
    await phase(ctx, 'conversations', () => createConversations(ctx));
    await phase(ctx, 'conversation_members', () => createConversationMembers(ctx));
    await phase(ctx, 'messages', () => createMessages(ctx));
    await phase(ctx, 'notifications', () => createNotifications(ctx));

    if (ctx.skipRowTriggers) await phase(ctx, 'foreign key check', async () => (await validateForeignKeys(ctx), 0));

    let size: SizeReport = { databaseBytes: 0, tables: [] };
    await phase(ctx, 'ANALYZE', async () => ((size = await analyzeAndMeasure(pool)), 0));
    const seconds = (performance.now() - started) / 1000;
    const rows = ctx.results.reduce((sum, r) => sum + r.rows, 0);

    log(`Done: ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s. Database size ${formatBytes(size.databaseBytes)}; biggest tables:`);
    for (const t of size.tables) {
      log(`  ${t.table.padEnd(26)} ${formatBytes(t.bytes).padStart(10)}  ~${t.rows.toLocaleString('en-US')} rows`);
    }
    log(`Sign in on ${SCALE_SUBDOMAIN}.{APP_HOST} (e.g. http://${SCALE_SUBDOMAIN}.localhost:3000) as scale-user-{1..${participants}}@example.com, ` +
      `or ${Object.values(COORDINATOR_EMAILS).join(', ')}; password ${SCALE_PASSWORD}`);
    return { promotionId: ctx.ids.promotionId, participants, seconds, rows, phases: ctx.results, size };
  } finally {
    await pool.end();
  }
}

