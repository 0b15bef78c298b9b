// What follows a log's commit (server/composition/after-commit.ts): the user's open tabs hear the day record in the
// user's language (entryUpdated) and the user (userUpdated), and the user is read once for both: the user row carries
// the saved language, so the dispatch reads no separate language (docs/benchmarks.md "Session 20").
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { countStatements } from '../helpers/statements';
import { listenToRealtime } from '../helpers/realtime-events';
import { createLoggingPromotion, createParticipant, TODAY } from '../helpers/logging-factories';
import { createBadge } from '../helpers/journey-factories';
import { POST as logRoute } from '@/app/api/user_activities/route';
import { db } from '@/server/db';
import { userChannel } from '@/lib/realtime-channels';

const { events: published, waitFor } = listenToRealtime();

/** A participant whose walk has a Spanish name; the promotion's default language as given. */
async function spanishWalk(o: { saved: string | null; promotionDefault: string }) {
  const world = await createLoggingPromotion({ data: { default_locale: o.promotionDefault } });
  const { user, cookie } = await createParticipant(world.promotion);
  await db.user.update({ where: { id: user.id }, data: { locale: o.saved } });
  await db.activityTranslation.create({ data: { activity_id: world.activities.plain.id, locale: 'es', name: 'Da un paseo' } });
  const log = () => callRoute(logRoute, {
    method: 'POST', host: world.promotion.host, path: '/api/user_activities', cookie, body: { activity_id: world.activities.plain.id, recorded_on: TODAY() },
  });
  return { user, log };
}

/** The statements after the log's COMMIT that read the users table (the row, or a language by id). */
const userReadsAfterCommit = (texts: string[]) => {
  const commit = texts.findIndex((t) => /^COMMIT/i.test(t));
  return texts.slice(commit + 1).filter((t) => /FROM users u\b/.test(t));
};

/** What the user's own channel heard after the log. */
async function heard(userId: number) {
  await waitFor(() => ['entryUpdated', 'userUpdated'].every((e) => published.some((p) => p.channel === userChannel(userId) && p.event === e)));
  const mine = published.filter((p) => p.channel === userChannel(userId));
  return { entries: mine.filter((p) => p.event === 'entryUpdated'), users: mine.filter((p) => p.event === 'userUpdated') };
}

describe("a log's after-commit dispatch", () => {
  it("reads the user once: the day record names the activity in the saved language, and userUpdated is the same user", async () => {
    const { user, log } = await spanishWalk({ saved: 'es', promotionDefault: 'en' });
    const { result, texts } = await countStatements(log);
    expect(result.status).toBe(201);

    const reads = userReadsAfterCommit(texts);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/u\.locale::text AS locale/);
    expect(reads[0]).toMatch(/LEFT JOIN profiles/);

    const { entries, users } = await heard(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data.entry_activities.map((a: { user_activity: { activity: { name: string } } }) => a.user_activity.activity.name)).toEqual(['Da un paseo']);
    expect(users).toHaveLength(1);
    expect(users[0]!.data).toMatchObject({ id: user.id, email: user.email, locale: 'es' });
  });

  it("with no saved language, the day record is in the promotion's default", async () => {
    const { user, log } = await spanishWalk({ saved: null, promotionDefault: 'es' });
    expect((await log()).status).toBe(201);
    const { entries } = await heard(user.id);
    expect(entries[0]!.data.entry_activities[0].user_activity.activity.name).toBe('Da un paseo');
  });

  it("a log that earns two badges tells the user of both, reading the user's language and labels once", async () => {
    const { user, log } = await spanishWalk({ saved: 'es', promotionDefault: 'en' });
    await createBadge(user.promotion_id!, { category: 'activities_logged', name: 'First steps', goal: 1 });
    await createBadge(user.promotion_id!, { category: 'activities_logged', name: 'Off we go', goal: 1 });
    const { result, texts } = await countStatements(log);
    expect(result.status).toBe(201);

    const commit = texts.findIndex((t) => /^COMMIT/i.test(t));
    expect(texts.slice(commit + 1).filter((t) => /FROM users u LEFT JOIN promotions p ON p\.id = u\.promotion_id/.test(t))).toHaveLength(1);
    await waitFor(() => published.filter((p) => p.channel === userChannel(user.id) && p.event === 'notificationPublished').length === 2);
    const badges = published.filter((p) => p.channel === userChannel(user.id) && p.event === 'notificationPublished').map((p) => p.data.badge?.name);
    expect(badges.sort()).toEqual(['First steps', 'Off we go']);
  });
});
