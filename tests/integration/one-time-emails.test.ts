// One-time emails and test emails: the spec's rules and messages, immediate and future sends through the outbox
// (a future one sent by the worker's handler once the clock reaches its time), unsubscribe honoured, editing until
// sent, other promotions' emails out of reach, and who may call.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { HANDLERS } from '@/server/composition/jobs';
import { sendEmail } from '@/server/mail/send';
import { sendDueEmails, STALE_SENDING_MINUTES } from '@/server/one-time-emails/send';
import type { JobContext } from '@/server/jobs/runner';
import { defaultSendTime, utcToZoned, zonedToUtc } from '@/lib/emails/send-time';
import { GET as listEmails, POST as createEmail } from '@/app/api/promotions/[id]/custom_emails/route';
import { DELETE as deleteEmail, GET as getEmail, PUT as putEmail } from '@/app/api/promotions/[id]/custom_emails/[emailId]/route';
import { POST as previewEmail } from '@/app/api/promotions/[id]/custom_emails/one_time_email_preview/route';
import { POST as resolveRecipients } from '@/app/api/promotions/[id]/one_time_email_recipients/route';
import { GET as listTests, POST as sendTest } from '@/app/api/promotions/[id]/test_email/route';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';

const DASHBOARD = 'dashboard.localhost:3000';
const ZONE = 'America/New_York';
let masterCookie: string;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  masterCookie = await signInCookie(master, { promotionId: null });
});
afterEach(() => vi.useRealTimers());
afterAll(() => stopEnqueuer());

const call = (handler: Parameters<typeof callRoute>[0], method: string, params: Record<string, string>, body?: unknown, cookie = masterCookie) =>
  callRoute(handler, { method, host: DASHBOARD, path: `/api/promotions/${params.id}/custom_emails`, cookie, params, body });

const localIn = (minutes: number) => utcToZoned(new Date(Date.now() + minutes * 60_000), ZONE);
const email = (recipients: string, send_at: string, extra: Record<string, unknown> = {}) => ({
  email: { subject: 'Spring challenge', body: 'Hello everyone,\n\nThe spring challenge starts Monday.', recipients, send_at, time_zone: ZONE, ...extra },
});
const outboxTo = (to: string) => db.emailMessage.findMany({ where: { to, kind: 'one_time_email' }, select: { subject: true, html: true } });
/** The jobs queued for a one-time or test email (the worker's part runs through HANDLERS below). */
const queuedJobs = (name: string, key: string, id: number) =>
  db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name} AND data->>${key} = ${String(id)}`.then((r) => r[0]!.n);

describe('one-time emails', () => {
  it('splits recipients on comma, semicolon, newline and pipe, and refuses blank or malformed ones', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const resolved = await call(resolveRecipients, 'POST', { id }, { email: { recipients: 'a@example.com, b@example.com;c@example.com\nd@example.com | A@example.com' } });
    expect(resolved.status).toBe(200);
    expect(resolved.json.data.map((r: { email: string }) => r.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    const blank = await call(createEmail, 'POST', { id }, email(' ;\n| ', localIn(60)));
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual(['Recipients cannot be blank']);
    const bad = await call(createEmail, 'POST', { id }, email('a@example.com, bob@', localIn(60)));
    expect(bad.json.errors).toEqual(['Must be a valid email address. Ex: bob@']);
    const noSubject = await call(createEmail, 'POST', { id }, email('a@example.com', localIn(60), { subject: ' ' }));
    expect(noSubject.status).toBe(422);
    expect(await db.customEmail.count({ where: { promotion_id: p.id } })).toBe(0);
  });

  it('hands an email whose time is now or past to the worker, which sends it once, skipping whoever unsubscribed', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const stays = await createUser({ promotionId: p.id });
    const left = await createUser({ promotionId: p.id });
    await db.emailSubscription.create({ data: { user_id: left.id, promotion_id: p.id, email_friend_requests: false, email_wall_posts: false, email_team: false, email_gallery: false, email_badges: false, email_daily: 0, email_duo: 0, email_unsubscribe_all: true } });
    const preview = await call(previewEmail, 'POST', { id }, email(`${stays.email}|${left.email}`, localIn(-5)));
    expect(preview.json.data[0].custom_email).toMatchObject({ subject: 'Spring challenge', one_time_recipients: [stays.email, left.email], sends_immediately: true });
    expect(preview.json.data[0].recipients[1]).toMatchObject({ email: left.email, unsubscribed: true });

    const created = await call(createEmail, 'POST', { id }, email(`${stays.email}|${left.email}`, localIn(-5)));
    expect(created.status).toBe(201);
    // The request only queues it: a job per email, worked by the job worker.
    expect(created.json).toMatchObject({ status: 'queued', one_time_recipients: [stays.email, left.email], reached_count: null });
    expect(await outboxTo(stays.email)).toHaveLength(0);
    expect(await queuedJobs('one-time-emails.send', 'customEmailId', created.json.id)).toBe(1);
    const work = () => HANDLERS['one-time-emails.send']({ customEmailId: created.json.id }, {} as JobContext);
    expect(await work()).toMatchObject({ status: 'sent', delivered: 1, skipped: 1 });
    expect(await work()).toMatchObject({ status: 'skipped' });
    // It records whom it reached (the queue shows it): the unsubscribed address is not counted.
    expect((await call(getEmail, 'GET', { id, emailId: String(created.json.id) })).json).toMatchObject({ status: 'sent', reached_count: 1 });
    const mail = await outboxTo(stays.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].html).toContain('<p>The spring challenge starts Monday.</p>');
    expect(await outboxTo(left.email)).toHaveLength(0);
    // Sent: no longer editable.
    const edit = await call(putEmail, 'PUT', { id, emailId: String(created.json.id) }, email(stays.email, localIn(60)));
    expect(edit.status).toBe(409);
  });

  it('resumes a campaign whose worker died mid-send: the addresses not yet reached get it, none gets it twice', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const to = ['first@example.com', 'second@example.com', 'third@example.com'];
    const created = await call(createEmail, 'POST', { id }, email(to.join(','), localIn(-5)));
    const campaign = created.json.id as number;
    // What a worker killed after its first recipient leaves: the campaign claimed, one message stored under its key.
    await db.customEmail.update({ where: { id: campaign }, data: { status: 'sending' } });
    await sendEmail({ to: to[0]!, subject: 'Spring challenge', html: '<p>x</p>', kind: 'one_time_email', promotionId: p.id, dedupeKey: `custom_email:${campaign}:${to[0]}` });
    // Still alive (claimed a moment ago): the scan leaves it to its worker.
    await sendDueEmails(new Date());
    expect((await db.customEmail.findUniqueOrThrow({ where: { id: campaign } })).status).toBe('sending');
    // Silent for longer than the stale limit: the scan resumes it.
    await sendDueEmails(new Date(Date.now() + (STALE_SENDING_MINUTES + 1) * 60_000));
    // Reached counts every address, the one the dead worker sent to included.
    expect(await db.customEmail.findUniqueOrThrow({ where: { id: campaign } })).toMatchObject({ status: 'sent', reached_count: 3 });
    for (const address of to) expect(await outboxTo(address)).toHaveLength(1);
  });

  it('adds the participants its filters match when it is sent, and needs no typed recipients then', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const loner = await createUser({ promotionId: p.id });
    const friendly = await createUser({ promotionId: p.id });
    const friend = await createUser({ promotionId: p.id });
    await db.friendship.create({ data: { promotion_id: p.id, friender_id: friendly.id, friendee_id: friend.id, status: 'A' } });
    const outsider = `outsider-${p.id}@example.com`;

    const preview = await call(previewEmail, 'POST', { id }, email('', localIn(60), { filters: ['no_friends'] }));
    expect(preview.status).toBe(200);
    expect(preview.json.data[0].count).toBe(1);
    expect(preview.json.data[0].recipients.map((r: { email: string }) => r.email)).toEqual([loner.email]);
    const both = await call(previewEmail, 'POST', { id }, email(`${outsider}, ${loner.email}`, localIn(60), { filters: ['no_friends'] }));
    expect(both.json.data[0].recipients.map((r: { email: string }) => r.email)).toEqual([outsider, loner.email]);
    expect(both.json.data[0].count).toBe(2);
    expect((await call(previewEmail, 'POST', { id }, email('', localIn(60), { filters: ['everyone'] }))).status).toBe(422);
    expect((await call(createEmail, 'POST', { id }, email('', localIn(60)))).json.errors).toEqual(['Recipients cannot be blank']);

    const created = await call(createEmail, 'POST', { id }, email(outsider, localIn(-1), { filters: ['all'] }));
    expect(created.json).toMatchObject({ status: 'queued', filters: ['all'], one_time_recipients: [outsider] });
    // A participant who joins before it is sent receives it too: the filters are resolved at send time.
    const late = await createUser({ promotionId: p.id });
    await HANDLERS['one-time-emails.send']({ customEmailId: created.json.id }, {} as JobContext);
    for (const to of [outsider, loner.email, friendly.email, friend.email, late.email]) expect(await outboxTo(to)).toHaveLength(1);
    expect(await db.emailMessage.count({ where: { kind: 'one_time_email', promotion_id: p.id } })).toBe(5);
  });

  it('queues a future email in its zone, lets it be edited, and the worker sends it when the clock reaches its time', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const to = `future-${p.id}@example.com`;
    // Winter time in New York: 09:00 there is 14:00 UTC.
    expect(zonedToUtc('2027-01-15T09:00', ZONE).toISOString()).toBe('2027-01-15T14:00:00.000Z');
    const sendAt = localIn(120);
    const created = await call(createEmail, 'POST', { id }, email(to, sendAt));
    expect(created.json).toMatchObject({ status: 'queued', send_at_local: sendAt, time_zone: ZONE });
    const emailId = String(created.json.id);
    const edited = await call(putEmail, 'PUT', { id, emailId }, email(to, sendAt, { subject: 'Spring challenge (updated)' }));
    expect(edited.json).toMatchObject({ status: 'queued', subject: 'Spring challenge (updated)' });

    const run = () => HANDLERS['one-time-emails.send-due']({}, {} as JobContext);
    await run();
    expect(await outboxTo(to)).toHaveLength(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(created.json.send_at) - 60_000));
    await run();
    expect((await call(getEmail, 'GET', { id, emailId })).json.status).toBe('queued');
    vi.setSystemTime(new Date(Date.parse(created.json.send_at) + 30_000));
    await run();
    vi.useRealTimers();
    expect(await outboxTo(to)).toEqual([expect.objectContaining({ subject: 'Spring challenge (updated)' })]);
    const sent = await call(getEmail, 'GET', { id, emailId });
    expect(sent.json.status).toBe('sent');
    // A second scan sends nothing twice.
    await run();
    expect(await outboxTo(to)).toHaveLength(1);
    const queue = await call(listEmails, 'GET', { id });
    expect(queue.json.data.map((e: { id: number }) => e.id)).toContain(created.json.id);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'CustomEmail', record_id: emailId } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('defaults a new email to an hour ahead in Eastern Time', () => {
    expect(defaultSendTime(ZONE, new Date('2027-07-01T12:00:00Z'))).toBe('2027-07-01T09:00');
  });

  it('keeps each promotion\'s emails to itself and is for masters only', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const theirs = await call(createEmail, 'POST', { id: String(b.id) }, email('x@example.com', localIn(60)));
    const emailId = String(theirs.json.id);
    expect((await call(getEmail, 'GET', { id: String(a.id), emailId })).status).toBe(404);
    expect((await call(putEmail, 'PUT', { id: String(a.id), emailId }, email('y@example.com', localIn(60)))).status).toBe(404);
    expect((await call(deleteEmail, 'DELETE', { id: String(a.id), emailId })).status).toBe(404);
    expect((await call(deleteEmail, 'DELETE', { id: String(b.id), emailId })).status).toBe(204);
    const coordinator = await createUser({ promotionId: a.id, role: 'Coordinator' });
    const coordinatorCookie = await signInCookie(coordinator, { promotionId: null });
    expect((await call(listEmails, 'GET', { id: String(a.id) }, undefined, coordinatorCookie)).status).toBe(403);
  });
});

describe('test emails', () => {
  const send = (id: string, body: unknown) => callRoute(sendTest, { method: 'POST', host: DASHBOARD, path: `/api/promotions/${id}/test_email`, cookie: masterCookie, params: { id }, body });

  it('refuses blank, malformed and more than 10 recipients, and the worker sends a template to the rest', async () => {
    const p = await createPromotion({ data: { program_name: 'Move More' } });
    const id = String(p.id);
    expect((await send(id, { recipients: '', key: 'welcome' })).json.errors).toEqual(['Recipients cannot be blank']);
    expect((await send(id, { recipients: 'ok@example.com; nope', key: 'welcome' })).json.errors).toEqual(['Must be a valid email address. Ex: nope']);
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}-${p.id}@example.com`).join(',');
    const tooMany = await send(id, { recipients: eleven, key: 'welcome' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors).toEqual(['Test emails are limited to 10 participants.']);
    expect((await send(id, { recipients: 'ok@example.com' })).status).toBe(422);

    const ten = Array.from({ length: 10 }, (_, i) => `t${i}-${p.id}@example.com`).join('\n');
    const sent = await send(id, { recipients: ten, key: 'welcome' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ status: 'pending', key: 'welcome', subject: '[Test] Welcome to Move More' });
    expect(await db.emailMessage.count({ where: { kind: 'test_email', to: { in: ten.split('\n') } } })).toBe(0);
    expect(await queuedJobs('test-emails.send', 'testEmailId', sent.json.id)).toBe(1);
    expect(await HANDLERS['test-emails.send']({ testEmailId: sent.json.id }, {} as JobContext)).toEqual({ status: 'send' });
    expect(await HANDLERS['test-emails.send']({ testEmailId: sent.json.id }, {} as JobContext)).toEqual({ status: 'skipped' });
    expect(await db.emailMessage.count({ where: { kind: 'test_email', to: { in: ten.split('\n') } } })).toBe(10);
    const list = await callRoute(listTests, { host: DASHBOARD, path: `/api/promotions/${id}/test_email`, cookie: masterCookie, params: { id } });
    expect(list.json.data[0]).toMatchObject({ id: sent.json.id, status: 'send' });
  });
});
