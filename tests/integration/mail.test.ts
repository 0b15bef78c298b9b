// sendEmail → stored row → delivery (captured without SMTP_URL) and the dev outbox that shows it to masters.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as listOutbox } from '@/app/api/dev/outbox/route';
import { GET as showOutboxMessage } from '@/app/api/dev/outbox/[id]/route';
import { env } from '@/lib/env';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { appJobs } from '@/server/composition/jobs';
import { startWorker } from '@/server/jobs/runner';
import { composeMessage } from '@/server/mail/compose';
import { deliverNow } from '@/server/mail/deliver';
import { htmlToText } from '@/server/mail/html-to-text';
import { mayReadOutbox, outboxEnabled } from '@/server/mail/outbox';
import { deliveryJobId, sendEmail } from '@/server/mail/send';
import { requeueStrandedEmails, STRANDED_AFTER_MINUTES } from '@/server/mail/requeue';
import { createMailTransport } from '@/server/mail/transport';
import { appUrl } from '@/server/mail/urls';
import { oneClickUnsubscribeUrl, unsubscribePageUrl, unsubscribeToken } from '@/server/mail/unsubscribe-links';
import { openSecrets } from '@/server/mail/secrets';

/** The unsubscribe link as stored: its token redacted (server/mail/secrets.ts). */
const storedUnsubscribeLink = (subdomain: string, email: string) =>
  `http://${subdomain}.localhost:3000/unsubscribe?email=${encodeURIComponent(email)}&token=[redacted:0]`;

const DASHBOARD = 'dashboard.localhost:3000';

let promotion: Awaited<ReturnType<typeof createPromotion>>;
let participant: Awaited<ReturnType<typeof createUser>>;
let participantCookie: string;
let masterCookie: string;

beforeAll(async () => {
  promotion = await createPromotion({ data: { program_name: 'Move More 2027' } });
  participant = await createUser({ promotionId: promotion.id, email: 'Pat.Participant@example.com' });
  participantCookie = await signInCookie(participant, { promotionId: promotion.id });
  const master = await createUser({ promotionId: null, role: 'Master' });
  masterCookie = await signInCookie(master, { promotionId: null });
});
afterAll(() => stopEnqueuer());

const rowOf = (id: number) => db.emailMessage.findUniqueOrThrow({ where: { id } });

const welcome = () =>
  sendEmail({
    to: participant.email,
    subject: 'Welcome aboard',
    html: '<p>Hello <strong>Pat</strong> &amp; welcome. <a href="https://example.com/start">Start here</a></p>',
    kind: 'welcome',
    promotionId: promotion.id,
  });

/** A local port with nothing listening: SMTP connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('unsubscribe links', () => {
  it('builds {protocol}://{subdomain}.{APP_HOST}{:port}/unsubscribe?email=…&token=…', () => {
    expect(unsubscribePageUrl('acme', 7, ' Pat+1@Example.com ')).toBe(
      `http://acme.localhost:3000/unsubscribe?email=pat%2B1%40example.com&token=${unsubscribeToken(7, 'pat+1@example.com')}`,
    );
    expect(unsubscribePageUrl(null, null, 'm@example.com')).toMatch(/^http:\/\/dashboard\.localhost:3000\/unsubscribe\?email=m%40example\.com&token=[\w-]{43}$/);
    const proxied = { APP_PROTOCOL: 'https', APP_HOST: 'renew.example.com', PORT: 3000, PUBLIC_PORT: '443' } as const;
    expect(appUrl('acme', '/unsubscribe', proxied)).toBe('https://acme.renew.example.com/unsubscribe');
    expect(appUrl('acme', '/unsubscribe', { ...proxied, PUBLIC_PORT: '8443' })).toBe('https://acme.renew.example.com:8443/unsubscribe');
  });
});

describe('sendEmail', () => {
  it('stores the branded email as queued, with the unsubscribe link of its promotion, and queues its delivery', async () => {
    const { id, jobId } = await welcome();

    const row = await rowOf(id);
    const link = storedUnsubscribeLink(promotion.subdomain, participant.email);
    expect(link).toBe(`http://${promotion.subdomain}.localhost:3000/unsubscribe?email=pat.participant%40example.com&token=[redacted:0]`);
    expect(row).toMatchObject({
      promotion_id: promotion.id, to: 'pat.participant@example.com', from: env().MAIL_FROM, subject: 'Welcome aboard',
      kind: 'welcome', status: 'queued', sent_at: null, error: null,
    });
    expect(row.html).toContain('Move More 2027');
    expect(row.html).toContain('<strong>Pat</strong>');
    expect(row.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(row.text).toContain('Hello Pat & welcome. Start here (https://example.com/start)');
    expect(row.text).toContain(`Unsubscribe (${link})`);

    const jobs = await db.$queryRaw<{ data: unknown }[]>`SELECT data FROM pgboss.job WHERE name = 'email.send' AND id = ${jobId}::uuid`;
    expect(jobs).toEqual([{ data: { emailMessageId: id } }]);
  });

  it('keeps a given plain-text body and still ends it with the unsubscribe link', async () => {
    const { id } = await sendEmail({ to: 'x@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi in text', kind: 'test', promotionId: promotion.id });
    const row = await rowOf(id);
    expect(row.text).toMatch(/^Move More 2027\n\nHi in text\n/);
    expect(row.text).toContain(`Unsubscribe: ${storedUnsubscribeLink(promotion.subdomain, 'x@example.com')}`);
  });

  it('keeps subjects on one line and refuses a bad address', async () => {
    const { id } = await sendEmail({ to: 'y@example.com', subject: 'Line one\r\nBcc: evil@example.com', html: '<p>x</p>', kind: 'test' });
    expect((await rowOf(id)).subject).toBe('Line one Bcc: evil@example.com');
    await expect(sendEmail({ to: 'not-an-address', subject: 'x', html: '<p>x</p>', kind: 'test' })).rejects.toThrow();
  });
});

describe('delivery', () => {
  it('deliverNow captures the message without SMTP_URL, once', async () => {
    const { id } = await welcome();

    const first = await deliverNow(id);
    expect(first).toMatchObject({ id, status: 'captured' });
    expect(first?.messageId).toMatch(/^<.+>$/);
    const row = await rowOf(id);
    expect(row.status).toBe('captured');
    expect(row.sent_at).toBeInstanceOf(Date);

    // At-least-once jobs: a second delivery of the same row is a no-op.
    expect(await deliverNow(id)).toEqual({ id, status: 'captured' });
  });

  it('puts List-Unsubscribe (RFC 8058 one-click) headers on the MIME message', async () => {
    const { id } = await welcome();
    const row = await rowOf(id);
    const { raw } = await createMailTransport(undefined).send(composeMessage(row, promotion.subdomain, openSecrets(row.sealed_secrets)));
    // Header block with folded lines unfolded (nodemailer folds long headers, as RFC 5322 allows).
    const headers = raw!.toString('utf8').split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${oneClickUnsubscribeUrl(promotion.subdomain, promotion.id, participant.email)}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('Subject: Welcome aboard');
  });

  it('marks the row failed with the error when SMTP fails, and a retry delivers it', async () => {
    const { id } = await welcome();
    const smtp = createMailTransport(`smtp://127.0.0.1:${await closedPort()}`);

    await expect(deliverNow(id, smtp)).rejects.toThrow();
    const failed = await rowOf(id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);

    await deliverNow(id);
    expect(await rowOf(id)).toMatchObject({ status: 'captured', error: null });
  });

  it('gives each stored email one Message-ID, whichever delivery sends it', async () => {
    const { id } = await welcome();
    const first = await deliverNow(id);
    expect(first?.messageId).toMatch(new RegExp(`^<renew-email-${id}@`));
    const row = await rowOf(id);
    const { messageId } = await createMailTransport(undefined).send(composeMessage(row, promotion.subdomain));
    expect(messageId).toBe(first?.messageId);
  });

  it('never sends twice a row a stopped worker left mid-send: it becomes unknown, and a retry leaves it', async () => {
    const { id } = await welcome();
    // What a worker killed between claiming the row and recording the outcome leaves behind.
    await db.emailMessage.update({ where: { id }, data: { status: 'sending' } });
    const sent: unknown[] = [];
    const spy = { ...createMailTransport(undefined), send: async (m: never) => void sent.push(m) } as never;
    expect(await deliverNow(id, spy)).toEqual({ id, status: 'unknown' });
    expect(await deliverNow(id, spy)).toEqual({ id, status: 'unknown' });
    expect(sent).toEqual([]);
    expect((await rowOf(id)).error).toMatch(/not sent again/);
  });

  it('queues, once, an email whose job was lost between storing and queueing; a waiting job is not doubled', async () => {
    const jobsOf = (id: number) => db.$queryRaw<{ id: string; state: string }[]>`
      SELECT id::text, state::text FROM pgboss.job WHERE name = 'email.send' AND data->>'emailMessageId' = ${String(id)}`;
    const { id: stranded } = await welcome();
    const { id: waiting } = await sendEmail({ to: 'later@example.com', subject: 'Later', html: '<p>Later</p>', kind: 'test', promotionId: promotion.id, sendAt: new Date(Date.now() + 86_400_000) });
    // What a process killed after storing the row and before queueing its job leaves behind: the row and no job.
    await db.$executeRaw`DELETE FROM pgboss.job WHERE name = 'email.send' AND id = ${deliveryJobId(stranded)}::uuid`;
    const old = new Date(Date.now() - (STRANDED_AFTER_MINUTES + 1) * 60_000);
    await db.emailMessage.updateMany({ where: { id: { in: [stranded, waiting] } }, data: { created_at: old } });
    expect(await jobsOf(stranded)).toEqual([]);

    await requeueStrandedEmails();
    await requeueStrandedEmails();
    expect(await jobsOf(stranded)).toEqual([{ id: deliveryJobId(stranded), state: 'created' }]);
    expect(await jobsOf(waiting)).toEqual([{ id: deliveryJobId(waiting), state: 'created' }]);
  });

  it('the worker delivers queued mail', async () => {
    const worker = await startWorker({ jobs: appJobs(), pollingIntervalSeconds: 0.5 });
    try {
      const { id } = await welcome();
      const deadline = Date.now() + 10_000;
      while (['queued', 'sending'].includes((await rowOf(id)).status) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await rowOf(id)).status).toBe('captured');
    } finally {
      await worker.stop(2_000);
    }
  });
});

describe('htmlToText', () => {
  it('writes links out, keeps lists and decodes entities', () => {
    expect(htmlToText('<style>p{}</style><p>A &lt;b&gt; &#8212; <a href="https://x.test/?a=1&amp;b=2">go</a></p><ul><li>one</li><li>two</li></ul>'))
      .toBe('A <b> — go (https://x.test/?a=1&b=2)\n\n- one\n- two');
  });
});

describe('dev outbox', () => {
  it('lists stored mail newest first for a master, and shows one with its HTML', async () => {
    const { id } = await welcome();

    const list = await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox?page_size=2', cookie: masterCookie });
    expect(list.status).toBe(200);
    expect(list.json.data[0]).toMatchObject({ id, to: 'pat.participant@example.com', subject: 'Welcome aboard', status: 'queued', kind: 'welcome' });
    expect(list.json.data[0]).not.toHaveProperty('html');
    expect(list.json.data).toHaveLength(2);
    expect(list.json.meta.total_records).toBeGreaterThan(2);
    expect(list.json.meta.links.next).toBe('/api/dev/outbox?page_size=2&page=2');

    const filtered = await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox?to=X@example.com', cookie: masterCookie });
    expect(filtered.json.data.map((m: { to: string }) => m.to)).toEqual(['x@example.com']);

    const one = await callRoute(showOutboxMessage, { host: DASHBOARD, path: `/api/dev/outbox/${id}`, cookie: masterCookie, params: { id: String(id) } });
    expect(one.status).toBe(200);
    expect(one.json.html).toContain(`href="${storedUnsubscribeLink(promotion.subdomain, participant.email).replace('&', '&amp;')}"`);
    expect(one.json).not.toHaveProperty('sealed_secrets');
    expect(one.json.text).toContain('Unsubscribe (');

    const missing = await callRoute(showOutboxMessage, { host: DASHBOARD, path: '/api/dev/outbox/999999', cookie: masterCookie, params: { id: '999999' } });
    expect(missing.status).toBe(404);
  });

  it('refuses participants (403) and visitors (401)', async () => {
    const { id } = await welcome();
    const asParticipant = await callRoute(listOutbox, { host: promotion.host, path: '/api/dev/outbox', cookie: participantCookie });
    expect(asParticipant.status).toBe(403);
    expect(asParticipant.json).toEqual({ errors: ['You are not allowed to do that.'] });
    const oneAsParticipant = await callRoute(showOutboxMessage, { host: promotion.host, path: `/api/dev/outbox/${id}`, cookie: participantCookie, params: { id: String(id) } });
    expect(oneAsParticipant.status).toBe(403);
    expect((await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox' })).status).toBe(401);
  });

  it('does not exist in a production build, with or without SMTP_URL', async () => {
    expect(outboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(outboxEnabled({ NODE_ENV: 'development' })).toBe(true);

    // The handlers read the validated environment: switch it for this one call, and restore it.
    const e = env();
    const saved = { NODE_ENV: e.NODE_ENV, SMTP_URL: e.SMTP_URL };
    Object.assign(e, { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' });
    try {
      const res = await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox', cookie: masterCookie });
      expect(res.status).toBe(404);
      expect((await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox' })).status).toBe(404);
      expect(mayReadOutbox({ role: 'Master' })).toBe(false);
    } finally {
      Object.assign(e, saved);
    }
  });

  it('lets the page in for masters only', () => {
    expect(mayReadOutbox({ role: 'Master' })).toBe(true);
    expect(mayReadOutbox({ role: 'Coordinator' })).toBe(false);
    expect(mayReadOutbox({ role: 'User' })).toBe(false);
    expect(mayReadOutbox(null)).toBe(false);
  });
});
