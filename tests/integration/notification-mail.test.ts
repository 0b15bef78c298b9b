// Email notifications (server/notification-mail): notify() queues one digest job per (user, kind); the job body, run
// here directly (no timers), reads the preferences when it runs, claims the new notifications once and sends one
// email for them, no more than one per kind per user per interval.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { notify, type NewNotification } from '@/server/notifications/mutations';
import { sendNotificationDigest } from '@/server/notification-mail/send-digest';
import { scheduleNotificationEmails } from '@/server/notification-mail/schedule';
import { composeMessage } from '@/server/mail/compose';
import { openSecrets } from '@/server/mail/secrets';
import { createMailTransport } from '@/server/mail/transport';
import { oneClickUnsubscribeUrl } from '@/server/mail/unsubscribe-links';
import { AFTER_COMMIT } from '@/server/composition/after-commit';
import { isApply, newDispatch } from '@/server/events/handler';

afterAll(() => stopEnqueuer());

const INTERVAL_MS = env().NOTIFICATION_EMAIL_INTERVAL_MINUTES * 60_000;
type P = Awaited<ReturnType<typeof createPromotion>>;

async function setup(o: { firstName?: string } = {}) {
  const p = await createPromotion({ data: { program_name: 'Move Together' } });
  const reader = await createUser({ promotionId: p.id, firstName: o.firstName ?? 'Robin', lastName: 'Reader' });
  return { p, reader };
}

let seq = 0;
function friendRequests(p: P, userId: number, names: string[]): NewNotification[] {
  return names.map((name) => ({
    promotionId: p.id, userId, key: `friend_request_${++seq}`, title: 'Friend request', message: `${name} sent you a friend request.`, link: '/friends/my',
  }));
}

const emailsTo = (to: string) => db.emailMessage.findMany({ where: { to }, orderBy: { id: 'asc' } });
const waitingJobs = (userId: number, kind: string) =>
  db.$queryRaw<{ start_after: Date }[]>`SELECT start_after FROM pgboss.job WHERE name = 'notification.email' AND singleton_key = ${`${userId}:${kind}`} AND state = 'created'`;
const run = (userId: number, kind: 'friends' | 'wall' | 'badges' = 'friends') => sendNotificationDigest({ userId, kind });

describe('bursts', () => {
  it('a burst of 5 friend notifications queues one job and sends one email listing them', async () => {
    const { p, reader } = await setup();
    const names = ['Maya Patel', 'Ade Obi', 'Lin Chen', 'Sam Roe', 'Kim Park'];
    for (const batch of [names.slice(0, 2), names.slice(2)]) await notify(friendRequests(p, reader.id, batch));

    const jobs = await waitingJobs(reader.id, 'friends');
    expect(jobs).toHaveLength(1);
    // Not at once: a burst gathers for a minute first.
    expect(jobs[0]!.start_after.getTime()).toBeGreaterThan(Date.now() + 30_000);

    const result = await run(reader.id);
    expect(result).toMatchObject({ status: 'sent' });
    const [email, ...others] = await emailsTo(reader.email);
    expect(others).toHaveLength(0);
    expect(email).toMatchObject({ subject: '5 new friend requests and updates', kind: 'notification_friends', promotion_id: p.id, status: 'queued' });
    for (const name of names) {
      expect(email!.html).toContain(`${name} sent you a friend request.`);
      expect(email!.text).toContain(`${name} sent you a friend request.`);
    }
    expect(email!.html).toContain('Hi Robin,');
    expect(email!.html).toContain(`href="http://${p.subdomain}.localhost:3000/friends/my"`);
    expect(email!.html).toContain(`http://${p.subdomain}.localhost:3000/settings/email`);
    expect(await db.notification.count({ where: { user_id: reader.id, emailed_at: null } })).toBe(0);

    // Run again (at-least-once): nothing new, no second email.
    expect(await run(reader.id)).toMatchObject({ status: 'throttled' });
    expect(await emailsTo(reader.email)).toHaveLength(1);
  });

  it('one notification: its own words as the subject', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel']));
    await run(reader.id);
    expect((await emailsTo(reader.email))[0]!.subject).toBe('Maya Patel sent you a friend request.');
  });

  it('a second burst within the interval is queued for the interval’s end, not sent now; after it, it goes', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel']));
    await run(reader.id);
    const firstAt = (await db.notification.findFirstOrThrow({ where: { user_id: reader.id } })).emailed_at!;
    await db.$executeRaw`DELETE FROM pgboss.job WHERE name = 'notification.email' AND singleton_key = ${`${reader.id}:friends`}`;

    await notify(friendRequests(p, reader.id, ['Ade Obi', 'Lin Chen']));
    const [job] = await waitingJobs(reader.id, 'friends');
    expect(Math.abs(job!.start_after.getTime() - (firstAt.getTime() + INTERVAL_MS))).toBeLessThan(2_000);

    // A job that runs early anyway (a retry, a clock) sends nothing and says when it may.
    const early = await run(reader.id);
    expect(early).toEqual({ status: 'throttled', nextAt: new Date(firstAt.getTime() + INTERVAL_MS).toISOString() });
    expect(await emailsTo(reader.email)).toHaveLength(1);

    // The interval is over (the first digest moved back in time): the two go in one email.
    await db.notification.updateMany({ where: { user_id: reader.id, emailed_at: { not: null } }, data: { emailed_at: new Date(Date.now() - INTERVAL_MS - 1_000) } });
    expect(await run(reader.id)).toMatchObject({ status: 'sent' });
    const emails = await emailsTo(reader.email);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toBe('2 new friend requests and updates');
  });

  it('each kind has its own interval: a wall email still goes right after a friends email', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel']));
    await notify([{ promotionId: p.id, userId: reader.id, key: `post_comment_${++seq}`, title: 'New comment', message: 'Ade Obi commented on your post.', link: '/wall/post/1' }]);
    expect(await run(reader.id, 'friends')).toMatchObject({ status: 'sent' });
    expect(await run(reader.id, 'wall')).toMatchObject({ status: 'sent' });
    expect((await emailsTo(reader.email)).map((e) => e.subject)).toEqual(['Maya Patel sent you a friend request.', 'Ade Obi commented on your post.']);
  });

  it('two runs at once send one email', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel', 'Ade Obi', 'Lin Chen']));
    const results = await Promise.all([run(reader.id), run(reader.id), run(reader.id)]);
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(await emailsTo(reader.email)).toHaveLength(1);
  });
});

describe('what stops an email', () => {
  it('the kind’s switch turned off before the job runs', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel']));
    await db.emailSubscription.create({ data: { user_id: reader.id, promotion_id: p.id, email_friend_requests: false } });
    expect(await run(reader.id)).toEqual({ status: 'skipped', reason: 'unsubscribed' });
    expect(await emailsTo(reader.email)).toHaveLength(0);
    // Other kinds still go.
    await notify([{ promotionId: p.id, userId: reader.id, key: `post_tag_${++seq}`, title: 'You were tagged', message: 'Ade tagged you in a post.', link: '/wall/post/2' }]);
    expect(await run(reader.id, 'wall')).toMatchObject({ status: 'sent' });
  });

  it('unsubscribe from all', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel']));
    await db.emailSubscription.create({
      data: {
        user_id: reader.id, promotion_id: p.id, email_unsubscribe_all: true, email_friend_requests: false, email_wall_posts: false,
        email_team: false, email_gallery: false, email_badges: false, email_daily: 0, email_duo: 0,
      },
    });
    expect(await run(reader.id)).toEqual({ status: 'skipped', reason: 'unsubscribed' });
    expect(await emailsTo(reader.email)).toHaveLength(0);
  });

  it('notifications already read or cleared in the app, and likes (never emailed)', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya Patel', 'Ade Obi']));
    await db.notification.updateMany({ where: { user_id: reader.id, message: { startsWith: 'Maya' } }, data: { read: true } });
    await db.notification.updateMany({ where: { user_id: reader.id, message: { startsWith: 'Ade' } }, data: { cleared: true } });
    expect(await run(reader.id)).toEqual({ status: 'nothing_new' });

    await notify([{ promotionId: p.id, userId: reader.id, key: `post_like_${++seq}_9`, title: 'New like', message: 'Lin liked your post.', link: '/wall/post/3' }]);
    expect(await waitingJobs(reader.id, 'wall')).toHaveLength(0);
    expect(await run(reader.id, 'wall')).toEqual({ status: 'nothing_new' });
    expect(await emailsTo(reader.email)).toHaveLength(0);
  });

  it('a locked or deleted account, and accounts that are not a promotion’s participants', async () => {
    const { p } = await setup();
    const locked = await createUser({ promotionId: p.id, isLocked: true });
    const deleted = await createUser({ promotionId: p.id });
    await db.user.update({ where: { id: deleted.id }, data: { deleted_at: new Date() } });
    const poster = await createUser({ promotionId: null, role: 'Poster' });
    for (const user of [locked, deleted, poster]) {
      await notify(friendRequests(p, user.id, ['Maya Patel']));
      expect(await run(user.id)).toEqual({ status: 'skipped', reason: 'no_recipient' });
      expect(await emailsTo(user.email)).toHaveLength(0);
    }
  });
});

describe('the email', () => {
  it('has an HTML and a text part, List-Unsubscribe headers and an unsubscribe link that works', async () => {
    const { p, reader } = await setup();
    await notify(friendRequests(p, reader.id, ['Maya <b>Patel</b>']));
    const result = await run(reader.id);
    if (result.status !== 'sent') throw new Error(`expected an email, got ${result.status}`);
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id: result.emailMessageId } });
    // User text is escaped in the HTML.
    expect(row.html).toContain('Maya &lt;b&gt;Patel&lt;/b&gt; sent you a friend request.');
    expect(row.html).not.toContain('<b>Patel</b>');

    const message = composeMessage(row, p.subdomain, openSecrets(row.sealed_secrets));
    const { raw } = await createMailTransport(undefined).send(message);
    const mime = raw!.toString('utf8');
    const headers = mime.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain('Content-Type: multipart/alternative');
    expect(mime).toContain('Content-Type: text/plain');
    expect(mime).toContain('Content-Type: text/html');
    expect(headers).toContain(`List-Unsubscribe: <${oneClickUnsubscribeUrl(p.subdomain, p.id, reader.email)}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The footer's link, as delivered (its token revealed), unsubscribes the reader from the page.
    const href = /href="([^"]*\/unsubscribe\?[^"]*)"/.exec(String(message.html))![1]!.replaceAll('&amp;', '&');
    const link = new URL(href);
    expect(link.host).toBe(p.host);
    const res = await callRoute(unsubscribe, {
      method: 'POST', host: p.host, path: '/api/unsubscribe',
      body: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), promotion_id: p.id },
    });
    expect(res.status).toBe(200);
    expect((await db.emailSubscription.findUniqueOrThrow({ where: { user_id: reader.id } })).email_unsubscribe_all).toBe(true);
    expect(String(message.text)).toContain('Unsubscribe');
  });
});

describe('badges', () => {
  it('badge.earned queues the badges digest once per user, after the commit', async () => {
    const { p, reader } = await setup();
    const badgeHandler = AFTER_COMMIT['badge.earned'].find((h) => h.name === 'mail.notification.badge');
    if (!badgeHandler || isApply(badgeHandler)) throw new Error('the badge digest is a deliver handler of badge.earned');
    const n = await db.notification.create({ data: { promotion_id: p.id, user_id: reader.id, key: `badge_${++seq}`, title: 'Badge earned', message: 'You earned the Early Bird badge!', link: '/badges' } });
    await badgeHandler.run({
      userId: reader.id, badge: { id: 1, name: 'Early Bird', category: 'x', image_url: null }, earned_on: '2026-01-01',
      notification: { ...n, read: false, seen: false, cleared: false, hidden: false },
    }, newDispatch());
    expect(await waitingJobs(reader.id, 'badges')).toHaveLength(1);
    await scheduleNotificationEmails([{ user_id: reader.id, key: `badge_${++seq}` }]);
    expect(await waitingJobs(reader.id, 'badges')).toHaveLength(1);
    expect(await run(reader.id, 'badges')).toMatchObject({ status: 'sent' });
    expect((await emailsTo(reader.email))[0]!.subject).toBe('You earned the Early Bird badge!');
  });
});
