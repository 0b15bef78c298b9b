// Test data factories: the smallest valid rows, overridable. Every promotion gets its own organization.
import { randomBytes } from 'node:crypto';
import { db } from '@/server/db';
import { hashPassword } from '@/server/auth/password';
import { createSessionCookie } from '@/server/auth/session';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { todayIn, addDays, parseIsoDate } from '@/lib/promotion-dates';
import type { Role } from '@/lib/roles';

export const TEST_PASSWORD = 'Welcome1!';
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const unique = () => randomBytes(3).toString('hex');

export interface PromotionOverrides {
  subdomain?: string;
  startedDaysAgo?: number;
  organization?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

export async function createPromotion(overrides: PromotionOverrides = {}) {
  const subdomain = overrides.subdomain ?? `p${unique()}`;
  const today = todayIn('America/New_York');
  const startsOn = addDays(today, -(overrides.startedDaysAgo ?? 10));
  const organization = await db.organization.create({ data: { name: `Org ${subdomain}`, ...overrides.organization } });
  const promotion = await db.promotion.create({
    data: {
      name: `Promotion ${subdomain}`,
      subdomain,
      websocket_channel: `promotion_${subdomain}_${unique()}`,
      organization_id: organization.id,
      starts_on: parseIsoDate(startsOn),
      ends_on: parseIsoDate(addDays(startsOn, 55)),
      launch_on: parseIsoDate(addDays(startsOn, -7)),
      ...overrides.data,
    },
  });
  forgetCachedPromotions();
  return { ...promotion, organization, host: `${subdomain}.localhost:3000` };
}

export interface UserOverrides {
  promotionId: number | null;
  role?: Role;
  email?: string;
  password?: string;
  flags?: Record<string, boolean>;
  firstName?: string;
  lastName?: string;
  resellerId?: number;
  isLocked?: boolean;
}

export async function createUser(o: UserOverrides) {
  return db.user.create({
    data: {
      promotion_id: o.promotionId,
      role: o.role ?? 'User',
      email: (o.email ?? `user-${unique()}@example.com`).toLowerCase(),
      password_hash: await hashOf(o.password ?? TEST_PASSWORD),
      flags: o.flags ?? { has_been_home: true },
      reseller_id: o.resellerId ?? null,
      is_locked: o.isLocked ?? false,
      profile: { create: { first_name: o.firstName ?? 'Test', last_name: o.lastName ?? 'User' } },
    },
    include: { profile: true },
  });
}

/** A Cookie header value for a signed-in session of this user on the given promotion's host (null: dashboard). */
export async function signInCookie(
  user: { id: number; session_version?: number },
  options: { promotionId: number | null; stay?: boolean },
): Promise<string> {
  const cookie = await createSessionCookie({
    userId: user.id,
    stay: options.stay ?? false,
    sessionVersion: user.session_version ?? 0,
    promotionId: options.promotionId,
  });
  return `${cookie.name}=${cookie.value}`;
}
