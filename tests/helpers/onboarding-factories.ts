// Test data for welcome, registration and onboarding: pilot passwords, content, eligibility, locations,
// areas of interest and the Initial Assessment.
import { randomBytes } from 'node:crypto';
import { db } from '@/server/db';
import { hashPassword } from '@/server/auth/password';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';

const unique = () => randomBytes(3).toString('hex');

export async function updatePromotion(promotionId: number, data: Record<string, unknown>) {
  await db.promotion.update({ where: { id: promotionId }, data });
  forgetCachedPromotions();
}

export async function setPilotPassword(promotionId: number, password: string | null) {
  await updatePromotion(promotionId, { pilot_password_hash: password === null ? null : await hashPassword(password) });
}

export function createContent(o: {
  promotionId: number | null; category: string; key?: string; title?: string; content?: string; sequence?: number; hidden?: boolean; group?: string;
}) {
  return db.customContent.create({
    data: {
      promotion_id: o.promotionId, category: o.category, key: o.key ?? `key_${unique()}`, title: o.title ?? null,
      content: o.content ?? null, sequence: o.sequence ?? 0, hidden: o.hidden ?? false, group: o.group ?? null,
    },
  });
}

export function createEligibility(promotionId: number, o: { identifier?: string; userId?: number; email?: string } = {}) {
  return db.eligibility.create({
    data: {
      promotion_id: promotionId, identifier: o.identifier ?? `E${unique()}`, first_name: 'Erin', last_name: 'Eligible',
      email: o.email ?? `erin-${unique()}@example.com`, user_id: o.userId ?? null,
    },
  });
}

/** Two levels: a region with one office (the leaf). */
export async function createLocations(promotionId: number) {
  const region = await db.location.create({ data: { promotion_id: promotionId, name: `Region ${unique()}` } });
  const office = await db.location.create({ data: { promotion_id: promotionId, name: `Office ${unique()}`, parent_location_id: region.id } });
  return { region, office };
}

export async function createAreas(promotionId: number, count: number) {
  const areas = [];
  for (let i = 0; i < count; i++) {
    areas.push(await db.areaOfInterest.create({ data: { promotion_id: promotionId, name: `Area ${i} ${unique()}`, display: `Area ${i}`, sequence: count - i } }));
  }
  return areas;
}

export function createEvaluationDefinition(promotionId: number, o: { name?: string; daysFromStart?: string; questions?: string[] } = {}) {
  return db.evaluationDefinition.create({
    data: {
      promotion_id: promotionId, name: o.name ?? 'Initial Assessment', days_from_start: o.daysFromStart ?? '0',
      questions: { create: (o.questions ?? ['wellbeing', 'sleep_hours']).map((name, i) => ({ name, type_of_prompt: 'TEXTBOX', data_type: 'string', sequence: i })) },
    },
  });
}

export const NEW_PASSWORD = 'Fresh-start9';

/** A registration body that passes every rule of a default organization. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? `new-${unique()}@example.com`;
  return {
    email,
    email_confirmation: email.toUpperCase(),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    profile: { first_name: 'Nova', last_name: 'Newcomer' },
    ...overrides,
  };
}
