// Security finding 10: every stored email held its full reset link, readable by a master at /dev/outbox. Now the
// stored copy has its secret link values redacted (sealed for delivery only, cleared once delivered), the sent mail
// keeps them, and the outbox does not exist in a production build.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as forgot } from '@/app/api/users/forgot/route';
import { GET as listOutbox } from '@/app/api/dev/outbox/route';
import { GET as showOutboxMessage } from '@/app/api/dev/outbox/[id]/route';
import { env } from '@/lib/env';
import { db } from '@/server/db';
import { deliverNow } from '@/server/mail/deliver';
import { createMailTransport, type CapturedMail } from '@/server/mail/transport';
import { hashResetToken } from '@/server/password-reset/queries';
import { stopEnqueuer } from '@/server/jobs/enqueue';

afterAll(() => stopEnqueuer());
const DASHBOARD = 'dashboard.localhost:3000';

async function requestReset() {
  const p = await createPromotion();
  const user = await createUser({ promotionId: p.id });
  const res = await callRoute(forgot, { method: 'POST', host: p.host, path: '/api/users/forgot', body: { email: user.email } });
  expect(res.status).toBe(200);
  const row = await db.emailMessage.findFirstOrThrow({ where: { to: user.email, kind: 'password_reset' } });
  return { p, user, row };
}

describe('stored email', () => {
  it('holds no usable reset or unsubscribe token; the outbox shows the redacted copy', async () => {
    const { user, row } = await requestReset();
    const stored = `${row.html}\n${row.text}`;
    expect(stored).toContain('reset_password=[redacted:');
    expect(stored).toContain('token=[redacted:');
    expect(stored).not.toMatch(/reset_password=[\w-]{20,}/);
    expect(stored).not.toMatch(/token=[\w-]{20,}/);
    expect(row.sealed_secrets).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const master = await createUser({ promotionId: null, role: 'Master' });
    const one = await callRoute(showOutboxMessage, {
      host: DASHBOARD, path: `/api/dev/outbox/${row.id}`, cookie: await signInCookie(master, { promotionId: null }), params: { id: String(row.id) },
    });
    expect(one.status).toBe(200);
    expect(one.json.html).toContain('reset_password=[redacted:');
    expect(JSON.stringify(one.json)).not.toContain(row.sealed_secrets!);
    // The unused token exists only as its hash.
    expect(await db.passwordResetToken.count({ where: { user_id: user.id, used_at: null } })).toBe(1);
  });

  it('is delivered with the working link (captured to MAIL_CAPTURE_DIR), then its sealed secrets are cleared', async () => {
    const { user, row, p } = await requestReset();
    const dir = mkdtempSync(path.join(tmpdir(), 'renew-mail-'));
    await deliverNow(row.id, createMailTransport(undefined, dir));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const sent = JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8')) as CapturedMail;
    expect(sent).toMatchObject({ to: user.email, kind: 'password_reset' });
    const token = /reset_password=([\w-]{20,})/.exec(sent.html)![1]!;
    expect(sent.text).toContain(`reset_password=${token}`);
    expect(sent.html).toMatch(new RegExp(`unsubscribe\\?email=[^"]+&amp;token=[\\w-]{43}`));
    const redeemable = await db.passwordResetToken.findFirst({ where: { token_hash: hashResetToken(token), user_id: user.id } });
    expect(redeemable).not.toBeNull();
    expect(sent.headers['List-Unsubscribe']).toMatch(new RegExp(`^<http://${p.subdomain}\\.localhost:3000/api/unsubscribe/one-click\\?email=.+&token=[\\w-]{43}>$`));

    const after = await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe('captured');
    expect(after.sealed_secrets).toBeNull();
  });

  it('the capture transport writes no file unless MAIL_CAPTURE_DIR is set', () => {
    expect(env().MAIL_CAPTURE_DIR).toBeUndefined();
  });
});

describe('outbox in a production build', () => {
  it('answers 404 to a master, with or without SMTP_URL', async () => {
    const master = await createUser({ promotionId: null, role: 'Master' });
    const cookie = await signInCookie(master, { promotionId: null });
    const e = env();
    const saved = { NODE_ENV: e.NODE_ENV, SMTP_URL: e.SMTP_URL };
    try {
      for (const SMTP_URL of [undefined, 'smtp://mail.example.com']) {
        Object.assign(e, { NODE_ENV: 'production', SMTP_URL });
        const res = await callRoute(listOutbox, { host: DASHBOARD, path: '/api/dev/outbox', cookie });
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ errors: ['No such API route.'] });
      }
    } finally {
      Object.assign(e, saved);
    }
  });
});
