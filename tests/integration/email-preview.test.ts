// The email preview (issue 32): POST /promotions/{id}/email_preview renders a test email's template or a one-time
// email as typed through the renderer the send uses, so what the administrator sees is, byte for byte, what the
// outbox stores for their own address; nothing is saved or sent; the body is cleaned as sent; who may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { HANDLERS } from '@/server/composition/jobs';
import { sendCustomEmail } from '@/server/one-time-emails/send';
import { redactSecrets } from '@/server/mail/secrets';
import type { JobContext } from '@/server/jobs/runner';
import { utcToZoned } from '@/lib/emails/send-time';
import { POST as preview } from '@/app/api/promotions/[id]/email_preview/route';
import { POST as sendTest } from '@/app/api/promotions/[id]/test_email/route';
import { POST as createEmail } from '@/app/api/promotions/[id]/custom_emails/route';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';

const DASHBOARD = 'dashboard.localhost:3000';
let master: { cookie: string; email: string };

beforeAll(async () => {
  const user = await createUser({ promotionId: null, role: 'Master' });
  master = { cookie: await signInCookie(user, { promotionId: null }), email: user.email };
});
afterAll(() => stopEnqueuer());

const post = (handler: Parameters<typeof callRoute>[0], path: string, id: number, body: unknown, cookie = master.cookie) =>
  callRoute(handler, { method: 'POST', host: DASHBOARD, path: `/api/promotions/${id}/${path}`, cookie, params: { id: String(id) }, body });
const stored = (kind: string) => db.emailMessage.findFirstOrThrow({ where: { to: master.email, kind }, orderBy: { id: 'desc' }, select: { subject: true, html: true, text: true } });

describe('email preview', () => {
  it('shows a test email exactly as the outbox stores it, and sends nothing', async () => {
    const p = await createPromotion({ data: { program_name: 'Move More' } });
    const before = await db.emailMessage.count();
    const shown = await post(preview, 'email_preview', p.id, { kind: 'test', key: 'welcome' });
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ to: master.email, subject: '[Test] Welcome to Move More' });
    expect(shown.json.html).toContain('Move More');
    expect(shown.json.text).toContain('Move More');
    expect(await db.emailMessage.count()).toBe(before);
    expect(await db.testEmail.count({ where: { promotion_id: p.id } })).toBe(0);

    const sent = await post(sendTest, 'test_email', p.id, { recipients: master.email, key: 'welcome' });
    expect(await HANDLERS['test-emails.send']({ testEmailId: sent.json.id }, {} as JobContext)).toEqual({ status: 'send' });
    const out = await stored('test_email');
    // The outbox keeps the unsubscribe link's secret redacted: redact the preview the same way and they are one.
    const [html, text] = redactSecrets([shown.json.html, shown.json.text]).redacted;
    expect(out.subject).toBe(shown.json.subject);
    expect(out.html).toBe(html);
    expect(out.text).toBe(text);
  });

  it('shows a one-time email as typed, cleaned as it is sent, and the same as the email that goes out', async () => {
    const p = await createPromotion();
    const body = 'Walk at noon.\n\nMeet <script>alert(1)</script> at the lobby.';
    const shown = await post(preview, 'email_preview', p.id, { kind: 'one_time', subject: 'Lunch\nwalk', body });
    expect(shown.status).toBe(200);
    expect(shown.json.subject).toBe('Lunch walk'); // one line, as the send keeps it
    // A body with tags is HTML: cleaned to the allow-list as it is sent (the script and its text are gone).
    expect(shown.json.html).toContain('Meet  at the lobby.');
    expect(shown.json.html).not.toContain('<script>');
    expect(shown.json.html).not.toContain('alert(1)');

    const created = await post(createEmail, 'custom_emails', p.id, {
      email: { subject: 'Lunch\nwalk', body, recipients: master.email, send_at: utcToZoned(new Date(Date.now() - 60_000), 'America/New_York'), time_zone: 'America/New_York' },
    });
    expect(created.status).toBe(201);
    await sendCustomEmail(created.json.id);
    const out = await stored('one_time_email');
    expect(out.html).toBe(redactSecrets([shown.json.html]).redacted[0]);
  });

  it('refuses an unknown template, a blank one-time email and an unknown kind, in words', async () => {
    const p = await createPromotion();
    const unknown = await post(preview, 'email_preview', p.id, { kind: 'test', key: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual(['Choose a template.']);
    expect((await post(preview, 'email_preview', p.id, { kind: 'one_time', subject: '', body: 'x' })).status).toBe(422);
    expect((await post(preview, 'email_preview', p.id, { kind: 'one_time', subject: 'Hi', body: '<p> </p>' })).status).toBe(422);
    expect((await post(preview, 'email_preview', p.id, { kind: 'other' })).status).toBe(422);
  });

  it('answers only those who send the promotion\'s emails, and never another promotion\'s missing id', async () => {
    const p = await createPromotion();
    const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
    const cookie = await signInCookie(coordinator, { promotionId: null });
    expect((await post(preview, 'email_preview', p.id, { kind: 'test', key: 'welcome' }, cookie)).status).toBe(403);
    expect((await post(preview, 'email_preview', 2_000_000_000, { kind: 'test', key: 'welcome' })).status).toBe(404);
  });
});
