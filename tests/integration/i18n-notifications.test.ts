// Notifications in the reader's language (issue 36): a row keeps its sentence's catalog entry and variables (params)
// beside the English, and each reader gets it in theirs — the notification centre in the request's language, the live
// toast and the email digest in the recipient's saved (else the promotion's) language. A configured label wins; a row
// without params shows its stored text. And a campaign email finds every recipient's language in its audience query:
// sending does one statement per recipient (its message), however many languages.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { befriend, createBadge } from '../helpers/journey-factories';
import { listenToRealtime } from '../helpers/realtime-events';
import { POST as createPost } from '@/app/api/posts/route';
import { POST as requestFriend } from '@/app/api/friendships/route';
import { GET as listNotifications } from '@/app/api/notifications/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { notify } from '@/server/notifications/mutations';
import { notificationText } from '@/server/notifications/texts';
import { sendNotificationDigest } from '@/server/notification-mail/send-digest';
import { sendCustomEmail } from '@/server/one-time-emails/send';
import { anonymiseNotificationsSql } from '@/server/users/account-sql';
import { localesOfUsers } from '@/server/mail/locale';
import { notificationReaders } from '@/server/notifications/readers';
import { countStatements as statementTexts } from '../helpers/statements';

afterAll(() => stopEnqueuer());
afterEach(() => vi.restoreAllMocks());
const { events, waitFor } = listenToRealtime();

type P = Awaited<ReturnType<typeof createPromotion>>;

async function person(p: P, firstName: string, locale: 'en' | 'es' | null = null) {
  const user = await createUser({ promotionId: p.id, firstName, lastName: 'Lee' });
  if (locale) await db.user.update({ where: { id: user.id }, data: { locale } });
  return { id: user.id, email: user.email, cookie: await signInCookie(user, { promotionId: p.id }), host: p.host };
}
type Who = Awaited<ReturnType<typeof person>>;

const post = (w: Who, body: Record<string, unknown>) => callRoute(createPost, { method: 'POST', host: w.host, path: '/api/posts', cookie: w.cookie, body });
const befriendRequest = (from: Who, to: Who) =>
  callRoute(requestFriend, { method: 'POST', host: from.host, path: '/api/friendships', cookie: from.cookie, body: { status: 'P', friendee_id: to.id } });
const centre = async (w: Who, headers: Record<string, string> = {}) =>
  (await callRoute(listNotifications, { host: w.host, path: '/api/notifications', cookie: w.cookie, headers })).json.data as { key: string; title: string | null; message: string; excerpt: string | null }[];
const byKey = (list: { key: string }[], prefix: string) => list.find((n) => n.key.startsWith(prefix));

describe('the notification centre', () => {
  it('says a comment, a badge and a friend request in Spanish to a Spanish reader and in English to an English one', async () => {
    const p = await createPromotion();
    const [ana, bob, eve] = [await person(p, 'Ana', 'es'), await person(p, 'Bob'), await person(p, 'Eve')];
    await befriend(p.id, ana, bob);
    await befriend(p.id, eve, bob);
    await createBadge(p.id, { category: 'wall_posts_created', name: 'Primera publicación', goal: 1 });

    // Each earns the badge with their first post; Bob comments on both; Bob asks a stranger of each to be friends.
    const anaPost = (await post(ana, { content: 'Caminata al mediodía' })).json;
    const evePost = (await post(eve, { content: 'Lunch walk' })).json;
    await post(bob, { content: '¡Voy!', parent_post_id: anaPost.id, depth: 1 });
    await post(bob, { content: 'Count me in!', parent_post_id: evePost.id, depth: 1 });
    const cy = await person(p, 'Cy');
    expect((await befriendRequest(cy, ana)).status).toBe(201);
    expect((await befriendRequest(cy, eve)).status).toBe(201);

    const es = await centre(ana);
    expect(byKey(es, 'post_comment_')).toMatchObject({ title: 'Nuevo comentario', message: 'Bob Lee comentó tu publicación.', excerpt: '¡Voy!' });
    expect(byKey(es, 'badge_')).toMatchObject({ title: '¡Nueva insignia!', message: 'Ganaste la insignia Primera publicación.' });
    expect(byKey(es, 'friend_request_')).toMatchObject({ title: 'Nueva solicitud para ser tu amigo', message: 'Cy Lee quiere ser tu amigo.' });

    // English: exactly today's sentences (the stored text is the same English).
    const en = await centre(eve);
    expect(byKey(en, 'post_comment_')).toMatchObject({ title: 'New comment', message: 'Bob Lee commented on your post.', excerpt: 'Count me in!' });
    expect(byKey(en, 'badge_')).toMatchObject({ title: 'New badge!', message: 'You earned the Primera publicación badge.' });
    expect(byKey(en, 'friend_request_')).toMatchObject({ title: 'New friend request', message: 'Cy Lee sent you a friend request.' });
    const stored = await db.notification.findFirstOrThrow({ where: { user_id: ana.id, key: { startsWith: 'post_comment_' } } });
    expect(stored).toMatchObject({ title: 'New comment', message: 'Bob Lee commented on your post.', params: { text: 'postComment', values: { actor: 'Bob Lee' } } });

    // Without a saved choice the request decides: Eve's browser asks for Spanish.
    expect(byKey(await centre(eve, { 'accept-language': 'es-MX,es;q=0.9' }), 'post_comment_')).toMatchObject({ message: 'Bob Lee comentó tu publicación.' });
  });

  it('uses the promotion’s configured friend label in both languages, and shows a row without params as stored', async () => {
    const p = await createPromotion({ data: { friend_label: 'Buddy', friend_label_plural: 'Buddies' } });
    const [ana, eve, cy] = [await person(p, 'Ana', 'es'), await person(p, 'Eve', 'en'), await person(p, 'Cy')];
    await befriendRequest(cy, ana);
    await befriendRequest(cy, eve);
    expect(byKey(await centre(ana), 'friend_request_')).toMatchObject({ title: 'Nueva solicitud para ser tu buddy', message: 'Cy Lee quiere ser tu buddy.' });
    expect(byKey(await centre(eve), 'friend_request_')).toMatchObject({ title: 'New buddy request', message: 'Cy Lee sent you a buddy request.' });

    await notify([{ promotionId: p.id, userId: ana.id, key: 'team_legacy_1', title: 'Team news', message: 'Written before params existed.', link: null }]);
    expect(byKey(await centre(ana), 'team_legacy_')).toMatchObject({ title: 'Team news', message: 'Written before params existed.' });
  });

  it('a deleted account’s name leaves the params as it leaves the stored English', async () => {
    const p = await createPromotion();
    const ana = await person(p, 'Ana', 'es');
    await notify([{ promotionId: p.id, userId: ana.id, key: 'post_like_1_1', ...notificationText('postLike', { actor: 'Noor Zed' }), link: null }]);
    await anonymiseNotificationsSql.run(db, p.id, 'Noor Zed', 'Former participant');
    const row = await db.notification.findFirstOrThrow({ where: { user_id: ana.id, key: 'post_like_1_1' } });
    expect(row).toMatchObject({ message: 'Former participant liked your post.', params: { text: 'postLike', values: { actor: 'Former participant' } } });
    expect(JSON.stringify(row.params)).not.toContain('Noor');
  });
});

describe('the live toast', () => {
  it('reaches a Spanish recipient in Spanish and an English one in English, from one query for both', async () => {
    const p = await createPromotion();
    const [ana, eve] = [await person(p, 'Ana', 'es'), await person(p, 'Eve')];
    events.length = 0;
    await notify([ana, eve].map((w) => ({ promotionId: p.id, userId: w.id, key: `team_work_${w.id}`, ...notificationText('teamWorkCompleted', { week: 2, count: 30 }), link: '/gifts' })));
    const published = () => events.filter((e) => e.event === 'notificationPublished' && String(e.data.key).startsWith('team_work_'));
    await waitFor(() => published().length === 2);
    const to = (w: Who) => published().find((e) => e.channel === `user_${w.id}`)?.data;
    expect(to(ana)).toMatchObject({
      title: 'Obra del equipo completada', message: '¡Tu equipo completó su obra de la semana 2! Tienes 30 puntos de regalo para obsequiar a alguien.', type: 'notification',
    });
    expect(to(eve)).toMatchObject({ title: 'Team work complete', message: 'Your team completed its week 2 work! You have 30 gift points to give to someone.' });
    expect(to(ana)).not.toHaveProperty('params');
  });

  it('says a badge earned in Spanish to a Spanish recipient', async () => {
    const p = await createPromotion();
    const ana = await person(p, 'Ana', 'es');
    await createBadge(p.id, { category: 'wall_posts_created', name: 'Muro activo', goal: 1 });
    events.length = 0;
    await post(ana, { content: 'Hola' });
    const badge = () => events.find((e) => e.event === 'notificationPublished' && e.channel === `user_${ana.id}` && e.data.type === 'badge');
    await waitFor(() => badge() !== undefined);
    expect(badge()!.data).toMatchObject({ title: '¡Nueva insignia!', message: 'Ganaste la insignia Muro activo.', badge: { name: 'Muro activo' } });
  });
});

describe('a push and a toast read the recipient the same way', () => {
  it('gives each user their saved language, else their promotion\'s, else English, by one and the same statement', async () => {
    const spanishDefault = await createPromotion({ data: { default_locale: 'es' } });
    const english = await createPromotion();
    const [saved, fromPromotion, plain] = [await person(english, 'Ana', 'es'), await person(spanishDefault, 'Bea'), await person(english, 'Eve')];
    const dashboard = await createUser({ promotionId: null, role: 'Master' });
    const ids = [saved.id, fromPromotion.id, plain.id, dashboard.id, 2_000_000_000];

    const pushes = await statementTexts(() => localesOfUsers(ids));
    expect(Object.fromEntries(pushes.result)).toEqual({ [saved.id]: 'es', [fromPromotion.id]: 'es', [plain.id]: 'en', [dashboard.id]: 'en' });
    const toasts = await statementTexts(() => notificationReaders(ids));
    expect(new Map([...toasts.result].map(([id, reader]) => [id, reader.locale]))).toEqual(pushes.result);
    // One statement for both: a second copy of the query would be a second text here.
    expect(pushes.texts).toHaveLength(1);
    expect(pushes.texts).toEqual(toasts.texts);
  });
});

describe('the email digest', () => {
  it('lists the notifications in the recipient’s language, and a one-item digest takes its Spanish sentence as subject', async () => {
    const p = await createPromotion({ data: { default_locale: 'es' } });
    const ana = await person(p, 'Ana'); // no saved choice: the promotion's Spanish
    await notify([{ promotionId: p.id, userId: ana.id, key: 'friend_request_9001', ...notificationText('friendRequest', { actor: 'Maya Patel' }), link: '/friends/my' }]);
    expect(await sendNotificationDigest({ userId: ana.id, kind: 'friends' })).toMatchObject({ status: 'sent' });
    const mail = await db.emailMessage.findFirstOrThrow({ where: { to: ana.email, kind: 'notification_friends' } });
    expect(mail.subject).toBe('Maya Patel quiere ser tu amigo.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('- Nueva solicitud para ser tu amigo: Maya Patel quiere ser tu amigo.');
  });
});

/** Statements sent to PostgreSQL while `work` runs (every pooled client of the process: Prisma's and the queue's). */
async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  const result = await work();
  const statements = query.mock.calls.length;
  query.mockRestore();
  return { result, statements };
}

/** A campaign to `n` participants (a third chose English, a third Spanish, the rest read the promotion's Spanish) and
 * to one typed address of a dashboard account that chose English (a super coordinator's own). */
async function campaignTo(n: number) {
  const p = await createPromotion({ data: { default_locale: 'es', program_name: 'Renovar' } });
  const people = await Promise.all(Array.from({ length: n }, async (_, i) => {
    const user = await createUser({ promotionId: p.id, firstName: `P${i}` });
    const locale = i % 3 === 0 ? 'en' : i % 3 === 1 ? 'es' : null;
    if (locale) await db.user.update({ where: { id: user.id }, data: { locale } });
    return { email: user.email, expected: locale ?? 'es' };
  }));
  const own = await createUser({ promotionId: null, role: 'Master' });
  await db.user.update({ where: { id: own.id }, data: { locale: 'en' } });
  people.push({ email: own.email, expected: 'en' });
  const campaign = await db.customEmail.create({
    data: {
      promotion_id: p.id, subject: 'Reto de primavera', body: 'Hola a todos.', recipients: own.email, one_time_recipients: [own.email],
      filters: ['all'], send_at: new Date(Date.now() - 60_000), time_zone: 'UTC',
    },
  });
  return { p, people, id: campaign.id };
}

describe('a campaign email', () => {
  it('sends N recipients in two languages with one statement per recipient (its message), each in their language', async () => {
    await sendCustomEmail((await campaignTo(1)).id); // the job queue's first use in this process (its own start-up)
    const [small, large] = [await campaignTo(10), await campaignTo(40)];
    const sentSmall = await countStatements(() => sendCustomEmail(small.id));
    const sentLarge = await countStatements(() => sendCustomEmail(large.id));
    expect(sentSmall.result).toMatchObject({ status: 'sent', delivered: 11 });
    expect(sentLarge.result).toMatchObject({ status: 'sent', delivered: 41 });
    // 30 more recipients: 30 more inserts, nothing else per recipient (looked up one by one it was four each). The
    // rest is a few whatever the size: the claim, the campaign with its promotion, the audience, the dashboard account,
    // the queueing, the final update.
    expect(sentLarge.statements - sentSmall.statements).toBeLessThanOrEqual(30);
    expect(sentSmall.statements).toBeLessThanOrEqual(11 + 15);

    for (const { p, people } of [small, large]) {
      const sent = await db.emailMessage.findMany({ where: { promotion_id: p.id, kind: 'one_time_email' }, select: { to: true, html: true } });
      const langOf = (to: string) => /<html lang="([a-z]+)"/.exec(sent.find((m) => m.to === to)!.html)?.[1];
      for (const person of people) expect(langOf(person.email), person.email).toBe(person.expected);
    }
  });
});
