// The Contact page's form and the Feedback dialog (participant-core.md §3 "Feedback", "Contact request"; §5 "Feedback:
// name, email and feedback text are required"; §7 POST /feedbacks, POST /contact_requests): required fields and their
// messages, what is stored, who is mailed, throttling by client address, and isolation between promotions.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as contact } from '@/app/api/contact_requests/route';
import { POST as feedback } from '@/app/api/feedbacks/route';
import { db } from '@/server/db';
import { GUESS_POLICIES } from '@/server/security/guess-throttle';
import { SUPPORT_MESSAGES as M } from '@/lib/support/messages';

const from = (ip: string) => ({ 'x-renew-client-address': ip });
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

const contactBody = (over: Record<string, unknown> = {}) => ({
  first_name: 'Vera', last_name: 'Visitor', organization: 'Acme Labs', email: 'vera@example.com', subject: 'Cannot register',
  message: 'Registration says my employee ID is unknown.', extra_tags: ['registration'],
  info: { browser_name: 'Firefox', browser_version: '140', operating_system: 'Linux', session_data: '/welcome' },
  ...over,
});
const feedbackBody = (over: Record<string, unknown> = {}) => ({
  name: 'Pat Participant', email: 'pat@example.com', feedback: 'I love the new scenes!', browser: 'Chrome 141 on macOS',
  request_url: 'http://acme.localhost:3000/home', ...over,
});

describe('POST /contact_requests', () => {
  it('names every missing required field and stores nothing', async () => {
    const p = await createPromotion();
    const res = await callRoute(contact, { method: 'POST', host: p.host, path: '/api/contact_requests', body: {}, headers: from(freshIp()) });
    expect(res.status).toBe(422);
    // The spec's sentences stand alone, without the field's key (server/http/errors.ts zodMessages).
    expect(res.json.errors).toEqual([M.firstNameRequired, M.lastNameRequired, M.emailRequired, M.messageRequired]);
    const blank = await callRoute(contact, {
      method: 'POST', host: p.host, path: '/api/contact_requests', headers: from(freshIp()),
      body: contactBody({ first_name: '  ', message: '', email: 'not-an-address' }),
    });
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual([M.firstNameRequired, M.emailInvalid, M.messageRequired]);
    expect(await db.contactRequest.count({ where: { promotion_id: p.id } })).toBe(0);
  });

  it("stores a visitor's request with the browser info and mails the promotion's coordinators, escaped", async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const coordinator = await createUser({ promotionId: a.id, role: 'Coordinator', email: `coord-${a.id}@example.com` });
    const covering = await createUser({ promotionId: null, role: 'Super Coordinator', email: `super-${a.id}@example.com` });
    await db.superCoordinatorPromotion.create({ data: { user_id: covering.id, promotion_id: a.id } });
    await createUser({ promotionId: a.id, role: 'Location Coordinator', email: `loc-${a.id}@example.com` });
    await createUser({ promotionId: a.id, role: 'User', email: `user-${a.id}@example.com` });
    const otherCoordinator = await createUser({ promotionId: b.id, role: 'Coordinator', email: `coord-${b.id}@example.com` });

    const res = await callRoute(contact, {
      method: 'POST', host: a.host, path: '/api/contact_requests', headers: from(freshIp()),
      body: contactBody({ message: 'Hello <script>alert(1)</script>\nsecond line', info: { browser_name: 'Firefox', user_id: 12345 } }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ first_name: 'Vera', last_name: 'Visitor', email: 'vera@example.com', organization: 'Acme Labs', extra_tags: ['registration'] });
    expect(res.json).not.toHaveProperty('info');

    const stored = await db.contactRequest.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(stored).toMatchObject({ promotion_id: a.id, user_id: null, subject: 'Cannot register' });
    // The user id comes from the session, never from the body.
    expect(stored.info).toMatchObject({ browser_name: 'Firefox', user_id: null });

    const mails = await db.emailMessage.findMany({ where: { kind: 'contact_request' }, orderBy: { to: 'asc' } });
    expect(mails.map((m) => m.to).sort()).toEqual([coordinator.email, covering.email].sort());
    expect(mails.every((m) => m.promotion_id === a.id)).toBe(true);
    expect(mails.map((m) => m.to)).not.toContain(otherCoordinator.email);
    expect(mails[0]!.subject).toBe('Contact request from Vera Visitor: Cannot register');
    expect(mails[0]!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>second line');
    expect(mails[0]!.html).not.toContain('<script>');
    expect(mails[0]!.text).toContain('vera@example.com');
  });

  it('records the signed-in sender and refuses the dashboard host', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const res = await callRoute(contact, {
      method: 'POST', host: p.host, path: '/api/contact_requests', headers: from(freshIp()),
      cookie: await signInCookie(user, { promotionId: p.id }), body: contactBody(),
    });
    expect(res.status).toBe(201);
    const stored = await db.contactRequest.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(stored.user_id).toBe(user.id);
    expect(stored.info).toMatchObject({ user_id: user.id });

    const dashboard = await callRoute(contact, { method: 'POST', host: 'dashboard.localhost:3000', path: '/api/contact_requests', body: contactBody() });
    expect(dashboard.status).toBe(404);
  });

  it('throttles per sender address and per client address, each client on its own', async () => {
    const p = await createPromotion();
    const policy = GUESS_POLICIES.contact_request;
    const ip = freshIp();
    const send = (email: string, client = ip) =>
      callRoute(contact, { method: 'POST', host: p.host, path: '/api/contact_requests', headers: from(client), body: contactBody({ email }) });

    for (let i = 0; i < policy.perTarget; i++) expect((await send('same@example.com')).status).toBe(201);
    const sameSender = await send('same@example.com');
    expect(sameSender.status).toBe(429);
    expect(sameSender.json.errors).toEqual([M.tooManyContactRequests]);
    expect(sameSender.headers.get('retry-after')).toBe(String(policy.windowMinutes * 60));

    // Other senders from the same address, up to the client's limit.
    for (let i = policy.perTarget; i < policy.perClient; i++) expect((await send(`other${i}@example.com`)).status).toBe(201);
    expect((await send('fresh@example.com')).status).toBe(429);
    // Another client is not affected; nothing refused was stored.
    expect((await send('fresh@example.com', freshIp())).status).toBe(201);
    expect(await db.contactRequest.count({ where: { promotion_id: p.id } })).toBe(policy.perClient + 1);
  });
});

describe('POST /feedbacks', () => {
  it('requires name, email and the feedback text, with their messages', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const res = await callRoute(feedback, { method: 'POST', host: p.host, path: '/api/feedbacks', cookie, body: {}, headers: from(freshIp()) });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(expect.arrayContaining([M.nameRequired, M.emailRequired, M.feedbackRequired]));
    for (const missing of ['name', 'email', 'feedback'] as const) {
      const one = await callRoute(feedback, {
        method: 'POST', host: p.host, path: '/api/feedbacks', cookie, headers: from(freshIp()), body: feedbackBody({ [missing]: ' ' }),
      });
      expect(one.status).toBe(422);
      expect(one.json.errors).toEqual([{ name: M.nameRequired, email: M.emailRequired, feedback: M.feedbackRequired }[missing]]);
    }
    expect(await db.feedback.count()).toBe(0);
  });

  it('stores the feedback with its page and browser for the signed-in user; visitors are asked to sign in', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const res = await callRoute(feedback, {
      method: 'POST', host: p.host, path: '/api/feedbacks', cookie: await signInCookie(user, { promotionId: p.id }), headers: from(freshIp()),
      body: feedbackBody(),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Pat Participant', email: 'pat@example.com', feedback: 'I love the new scenes!', request_url: 'http://acme.localhost:3000/home' });
    expect(await db.feedback.findUniqueOrThrow({ where: { id: res.json.id } })).toMatchObject({
      promotion_id: p.id, user_id: user.id, browser: 'Chrome 141 on macOS',
    });

    const visitor = await callRoute(feedback, { method: 'POST', host: p.host, path: '/api/feedbacks', body: feedbackBody() });
    expect(visitor.status).toBe(401);
  });

  it("answers 404 when the promotion has feedback turned off, and keeps promotions apart", async () => {
    const off = await createPromotion({ data: { flags: { is_feedback_enabled: false } } });
    const on = await createPromotion();
    const offUser = await createUser({ promotionId: off.id });
    const res = await callRoute(feedback, {
      method: 'POST', host: off.host, path: '/api/feedbacks', cookie: await signInCookie(offUser, { promotionId: off.id }), headers: from(freshIp()),
      body: feedbackBody(),
    });
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual([M.feedbackUnavailable]);

    // A session of one promotion is nobody on another's host; its feedback lands nowhere.
    const onUser = await createUser({ promotionId: on.id });
    const across = await callRoute(feedback, {
      method: 'POST', host: off.host, path: '/api/feedbacks', cookie: await signInCookie(onUser, { promotionId: on.id }), body: feedbackBody(),
    });
    expect([401, 404]).toContain(across.status);
    const mine = await callRoute(feedback, {
      method: 'POST', host: on.host, path: '/api/feedbacks', cookie: await signInCookie(onUser, { promotionId: on.id }), headers: from(freshIp()),
      body: feedbackBody(),
    });
    expect(mine.status).toBe(201);
    expect(await db.feedback.count({ where: { promotion_id: off.id } })).toBe(0);
    expect(await db.feedback.count({ where: { promotion_id: on.id } })).toBe(1);
  });

  it('throttles one user, then one client address', async () => {
    const p = await createPromotion();
    const policy = GUESS_POLICIES.feedback;
    const ip = freshIp();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const send = (c = cookie, client = ip) => callRoute(feedback, { method: 'POST', host: p.host, path: '/api/feedbacks', cookie: c, headers: from(client), body: feedbackBody() });
    for (let i = 0; i < policy.perTarget; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.json.errors).toEqual([M.tooManyFeedbacks]);
    // Someone else from the same address still gets through.
    const other = await createUser({ promotionId: p.id });
    expect((await send(await signInCookie(other, { promotionId: p.id }))).status).toBe(201);
  });
});
