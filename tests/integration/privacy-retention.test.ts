// Retention (docs/privacy.md): 30 days before a promotion's personal data goes, its coordinators are warned (audited);
// once due, the job anonymizes it — nobody can be named or sign in, posts and messages belong to "Former participant",
// the roster loses its names — while the aggregates (participants per location, activities, evaluations) stay.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createPromotion, createUser } from '../helpers/factories';
import { createLocation, logActivity } from '../helpers/journey-factories';
import { runRetention, SYSTEM_ACTOR_ID } from '@/server/privacy/retention';
import { FORMER_PARTICIPANT_EMAIL } from '@/server/users/account-deletion';
import { addDays, todayIn } from '@/lib/promotion-dates';

const now = new Date();
let ended: Awaited<ReturnType<typeof createPromotion>>;
let soon: Awaited<ReturnType<typeof createPromotion>>;
let running: Awaited<ReturnType<typeof createPromotion>>;
const people: { id: number; promotion_id: number | null; email: string }[] = [];
let coordinatorOfSoon: { id: number };

beforeAll(async () => {
  // Ended 400 days ago with 365 days of retention: due. Ended 345 days ago: due in 20 days, so warned. Still running.
  ended = await createPromotion({ startedDaysAgo: 456, organization: { retention_days: 365 } });
  soon = await createPromotion({ startedDaysAgo: 401, organization: { retention_days: 365 } });
  running = await createPromotion({ startedDaysAgo: 10 });
  const office = await createLocation(ended.id, 'Office');
  for (let i = 0; i < 6; i++) {
    const u = await createUser({ promotionId: ended.id, firstName: `Person${i}`, lastName: 'Smith' });
    await db.user.update({ where: { id: u.id }, data: { location_id: office.id, sso_identifier: `EMP-${i}` } });
    await logActivity(u, { category: 'create_calm', day: addDays(todayIn('America/New_York'), -420) });
    people.push(u);
  }
  await db.eligibility.create({ data: { promotion_id: ended.id, identifier: 'EMP-0', first_name: 'Person0', email: people[0]!.email, user_id: people[0]!.id } });
  const definition = await db.evaluationDefinition.create({ data: { promotion_id: ended.id, name: 'Check-in' } });
  await db.evaluation.create({ data: { promotion_id: ended.id, user_id: people[0]!.id, evaluation_definition_id: definition.id, answers: { mood: 3 } } });
  const conversation = await db.conversation.create({ data: { promotion_id: ended.id, conversation_type: 'i' } });
  await db.message.create({ data: { promotion_id: ended.id, conversation_id: conversation.id, user_id: people[0]!.id, content: 'See you at lunch' } });
  coordinatorOfSoon = await createUser({ promotionId: soon.id, role: 'Coordinator' });
  await createUser({ promotionId: running.id });
});

describe('the retention job', () => {
  it('warns the coordinators 30 days before, once, and anonymizes only what is due', async () => {
    const first = await runRetention(now);
    expect(first.anonymized).toContain(ended.id);
    expect(first.anonymized).not.toContain(soon.id);
    expect(first.anonymized).not.toContain(running.id);
    expect(first.warned).toContain(soon.id);
    const notes = await db.notification.findMany({ where: { user_id: coordinatorOfSoon.id, key: 'privacy.retention_warning' } });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/will be anonymized on \d{4}-\d{2}-\d{2}\. Export the reports/);
    const again = await runRetention(now);
    expect(again.warned).not.toContain(soon.id);
    expect(again.anonymized).not.toContain(ended.id);
    expect(await db.notification.count({ where: { user_id: coordinatorOfSoon.id, key: 'privacy.retention_warning' } })).toBe(1);
  });

  it('leaves nobody nameable and nobody able to sign in', async () => {
    const rows = await db.user.findMany({
      where: { id: { in: people.map((p) => p.id) } },
      select: { email: true, password_hash: true, sso_identifier: true, is_locked: true, profile: { select: { first_name: true, last_name: true } } },
    });
    for (const r of rows) {
      expect(r.email).toMatch(/^anon-\d+@anonymized\.invalid$/);
      expect(r.password_hash).toBeNull();
      expect(r.sso_identifier).toBeNull();
      expect(r.is_locked).toBe(true);
      expect(r.profile).toEqual({ first_name: 'Former', last_name: 'participant' });
    }
    const roster = await db.eligibility.findFirst({ where: { promotion_id: ended.id } });
    expect(roster).toMatchObject({ first_name: null, email: null, user_id: null });
    const message = await db.message.findFirst({ where: { promotion_id: ended.id }, select: { user: { select: { email: true } } } });
    expect(message!.user.email).toBe(FORMER_PARTICIPANT_EMAIL);
  });

  it('keeps the aggregates: participants per location, activities and evaluations', async () => {
    expect(await db.user.count({ where: { promotion_id: ended.id, deleted_at: null, role: 'User', location_id: { not: null } } })).toBe(6);
    expect(await db.userActivity.count({ where: { promotion_id: ended.id } })).toBe(6);
    expect(await db.evaluation.count({ where: { promotion_id: ended.id } })).toBe(1);
  });

  it('is audited under the system actor', async () => {
    const audit = await db.auditEvent.findMany({ where: { promotion_id: { in: [ended.id, soon.id] }, actor_id: SYSTEM_ACTOR_ID }, select: { action: true, promotion_id: true } });
    expect(audit).toEqual(expect.arrayContaining([{ action: 'anonymize', promotion_id: ended.id }, { action: 'retention_warning', promotion_id: soon.id }]));
    expect((await db.promotion.findUnique({ where: { id: ended.id } }))!.anonymized_at).not.toBeNull();
  });
});
