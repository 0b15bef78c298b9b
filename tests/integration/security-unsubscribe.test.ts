// Security finding 7: an email address alone unsubscribed anyone. Now the email's link carries a token signed for
// that address on that host; RFC 8058 one-click works with the same link.
import { afterAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { GET as oneClickGet, POST as oneClickPost } from '@/app/api/unsubscribe/one-click/route';
import { db } from '@/server/db';
import { sendEmail } from '@/server/mail/send';
import { composeMessage } from '@/server/mail/compose';
import { openSecrets } from '@/server/mail/secrets';
import { oneClickUnsubscribeUrl, unsubscribeToken } from '@/server/mail/unsubscribe-links';
import { stopEnqueuer } from '@/server/jobs/enqueue';

afterAll(() => stopEnqueuer());

const isUnsubscribed = async (userId: number) =>
  (await db.emailSubscription.findUnique({ where: { user_id: userId }, select: { email_unsubscribe_all: true } }))?.email_unsubscribe_all === true;

const post = (host: string, body: Record<string, unknown>, cookie?: string) =>
  callRoute(unsubscribe, { method: 'POST', host, path: '/api/unsubscribe', body, cookie });

/** A mail provider's POST: a form body, no Origin, no cookie (callRoute would declare the body JSON). */
async function oneClick(host: string, query: string, form: string, contentType = 'application/x-www-form-urlencoded') {
  const request = new NextRequest(`http://${host}/api/unsubscribe/one-click?${query}`, {
    method: 'POST', headers: { host, 'content-type': contentType }, body: form,
  });
  const response = await oneClickPost(request, { params: Promise.resolve({}) });
  return { status: response.status, json: await response.json() };
}

describe('POST /api/unsubscribe', () => {
  it('refuses an email address without the signed token (403), and leaves the subscription alone', async () => {
    const p = await createPromotion();
    const victim = await createUser({ promotionId: p.id });
    const res = await post(p.host, { email: victim.email, promotion_id: p.id });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ errors: [expect.any(String)] });
    expect(await isUnsubscribed(victim.id)).toBe(false);
  });

  it('refuses a token of another address or of another promotion', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const victim = await createUser({ promotionId: a.id });
    const attacker = await createUser({ promotionId: a.id });
    expect((await post(a.host, { email: victim.email, token: unsubscribeToken(a.id, attacker.email) })).status).toBe(403);
    expect((await post(a.host, { email: victim.email, token: unsubscribeToken(b.id, victim.email) })).status).toBe(403);
    expect((await post(a.host, { email: victim.email, token: 'x'.repeat(43) })).status).toBe(403);
    expect(await isUnsubscribed(victim.id)).toBe(false);
  });

  it('unsubscribes with the token of the email’s link, or for the signed-in owner of the address', async () => {
    const p = await createPromotion();
    const reader = await createUser({ promotionId: p.id });
    expect(await post(p.host, { email: reader.email, token: unsubscribeToken(p.id, reader.email) })).toMatchObject({ status: 200, json: { unsubscribed: true } });
    expect(await isUnsubscribed(reader.id)).toBe(true);

    const owner = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(owner, { promotionId: p.id });
    expect((await post(p.host, { email: owner.email }, cookie)).status).toBe(200);
    expect(await isUnsubscribed(owner.id)).toBe(true);
    // Signed in as someone else is no proof.
    const other = await createUser({ promotionId: p.id });
    expect((await post(p.host, { email: other.email }, cookie)).status).toBe(403);
  });
});

describe('RFC 8058 one-click', () => {
  it('the sent email’s List-Unsubscribe URL unsubscribes on POST List-Unsubscribe=One-Click', async () => {
    const p = await createPromotion();
    const reader = await createUser({ promotionId: p.id });
    const { id } = await sendEmail({ to: reader.email, subject: 'News', html: '<p>Hi</p>', kind: 'test', promotionId: p.id });
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    const headers = composeMessage(row, p.subdomain, openSecrets(row.sealed_secrets)).headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(headers['List-Unsubscribe']!.slice(1, -1));
    expect(url.href).toBe(oneClickUnsubscribeUrl(p.subdomain, p.id, reader.email));

    expect((await oneClick(p.host, url.search.slice(1), 'List-Unsubscribe=Something')).status).toBe(400);
    expect(await isUnsubscribed(reader.id)).toBe(false);
    const res = await oneClick(p.host, url.search.slice(1), 'List-Unsubscribe=One-Click');
    expect(res).toMatchObject({ status: 200, json: { unsubscribed: true } });
    expect(await isUnsubscribed(reader.id)).toBe(true);
  });

  it('accepts multipart/form-data, refuses a forged token, and answers GET with the page instead of unsubscribing', async () => {
    const p = await createPromotion();
    const reader = await createUser({ promotionId: p.id });
    const forged = new URLSearchParams({ email: reader.email, token: unsubscribeToken(p.id, 'someone@else.com') }).toString();
    expect((await oneClick(p.host, forged, 'List-Unsubscribe=One-Click')).status).toBe(403);

    const query = new URLSearchParams({ email: reader.email, token: unsubscribeToken(p.id, reader.email) }).toString();
    const get = await callRoute(oneClickGet, { host: p.host, path: `/api/unsubscribe/one-click?${query}` });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`/unsubscribe?${query}`);
    expect(await isUnsubscribed(reader.id)).toBe(false);

    const boundary = 'XyZ';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await oneClick(p.host, query, multipart, `multipart/form-data; boundary=${boundary}`)).status).toBe(200);
    expect(await isUnsubscribed(reader.id)).toBe(true);
  });
});
