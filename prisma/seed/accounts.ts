// The demo sign-ins of the foundation issue (README "Demo sign-ins"). All use DEMO_PASSWORD.
import type { SeedDb } from './client.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { dayOffset } from './dates.ts';
import { PROMOTION_FLAG_DEFAULTS } from '../../lib/promotion-flags.ts';
import { avatarUrl } from './data/people.ts';

export const DEMO_PASSWORD = 'Welcome1!';
export const PILOT_PASSWORD = 'letmein';

const ALL_FLAGS_ON = Object.fromEntries(Object.keys(PROMOTION_FLAG_DEFAULTS).map((k) => [k, true]));
// "every feature flag on" — except the ones that change how the demo is reached or hide things.
const ACME_FLAGS = { ...ALL_FLAGS_ON, hide_privacy_link: false, is_mascot_hidden: false, disable_manual_logging: false, is_timeout_enabled: false, send_push_notifications: false };

export interface DemoIds {
  resellerId: number;
  organizationId: number;
  defaultPromotionId: number;
  acmeId: number;
  globexId: number;
  acmeLocations: { top: number[]; mid: number[]; leaf: number[] };
  users: Record<string, number>;
  /** DEMO_PASSWORD hashed once, shared by every seeded participant (hashing is deliberately slow). */
  passwordHash: string;
}

type Promo = 'acme' | 'globex' | null;
type LocationRef = { level: 'leaf' | 'mid'; index: number };
export interface DemoAccount {
  email: string;
  role: string;
  promotion: Promo;
  first: string;
  last: string;
  flags?: object;
  location?: LocationRef;
  reseller?: true;
}

const leaf = (index: number): LocationRef => ({ level: 'leaf', index });
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'participant@example.com', role: 'User', promotion: 'acme', first: 'Maya', last: 'Thompson', location: leaf(0),
    flags: { has_been_home: true, has_seen_home_walkthrough: true, has_seen_activities_tutorial: true, has_seen_journey_tutorial: true, stats_available: true } },
  { email: 'friend@example.com', role: 'User', promotion: 'acme', first: 'Jordan', last: 'Reyes', location: leaf(1),
    flags: { has_been_home: true, has_seen_home_walkthrough: true } },
  { email: 'newcomer@example.com', role: 'User', promotion: 'acme', first: 'Priya', last: 'Shah', location: leaf(2), flags: {} },
  { email: 'coordinator@example.com', role: 'Coordinator', promotion: 'acme', first: 'Dana', last: 'Whitfield', location: leaf(0),
    flags: { has_been_home: true, has_seen_home_walkthrough: true } },
  { email: 'regional.coordinator@example.com', role: 'Regional Coordinator', promotion: 'acme', first: 'Luis', last: 'Ortega', location: { level: 'mid', index: 0 },
    flags: { has_been_home: true, has_seen_home_walkthrough: true } },
  { email: 'location.coordinator@example.com', role: 'Location Coordinator', promotion: 'acme', first: 'Grace', last: 'Okafor', location: leaf(3),
    flags: { has_been_home: true, has_seen_home_walkthrough: true } },
  { email: 'globex.participant@example.com', role: 'User', promotion: 'globex', first: 'Sam', last: 'Lindqvist', flags: {} },
  { email: 'super.coordinator@example.com', role: 'Super Coordinator', promotion: null, first: 'Helen', last: 'Marsh' },
  { email: 'reseller@example.com', role: 'Reseller', promotion: null, first: 'Victor', last: 'Chen', reseller: true },
  { email: 'poster@example.com', role: 'Poster', promotion: null, first: 'Nadia', last: 'Rahman' },
  { email: 'master@example.com', role: 'Master', promotion: null, first: 'Alex', last: 'Morgan' },
];

async function upsertPromotion(db: SeedDb, subdomain: string, data: Record<string, unknown>) {
  const existing = await db.promotion.findUnique({ where: { subdomain }, select: { id: true } });
  if (existing) return existing.id;
  const created = await db.promotion.create({ data: { subdomain, websocket_channel: `promotion_${subdomain}`, ...data } as never, select: { id: true } });
  return created.id;
}

export async function upsertLocation(db: SeedDb, promotionId: number, name: string, parentId: number | null, sequence: number) {
  const existing = await db.location.findFirst({ where: { promotion_id: promotionId, name, parent_location_id: parentId }, select: { id: true } });
  if (existing) return existing.id;
  return (await db.location.create({ data: { promotion_id: promotionId, name, parent_location_id: parentId, sequence }, select: { id: true } })).id;
}

export async function seedAccounts(db: SeedDb): Promise<DemoIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pilotHash = await hashPassword(PILOT_PASSWORD);

  const reseller =
    (await db.reseller.findFirst({ where: { name: 'Northwind Wellness Partners' }, select: { id: true } })) ??
    (await db.reseller.create({ data: { name: 'Northwind Wellness Partners' }, select: { id: true } }));
  const organization =
    (await db.organization.findFirst({ where: { name: 'Acme Corporation' }, select: { id: true } })) ??
    (await db.organization.create({
      data: { name: 'Acme Corporation', reseller_id: reseller.id, password_help_message: 'Use 8 to 20 characters with at least one letter, one number and one symbol.' },
      select: { id: true },
    }));
  const globexOrg =
    (await db.organization.findFirst({ where: { name: 'Globex' }, select: { id: true } })) ??
    (await db.organization.create({ data: { name: 'Globex', reseller_id: reseller.id }, select: { id: true } }));
  const renewOrg =
    (await db.organization.findFirst({ where: { name: 'Renew' }, select: { id: true } })) ??
    (await db.organization.create({ data: { name: 'Renew' }, select: { id: true } }));

  // Default promotion on the bare host, carrying the default content.
  const defaultPromotionId = await upsertPromotion(db, 'renew', {
    name: 'Renew', program_name: 'Renew', organization_id: renewOrg.id, is_default: true, is_parent: true,
    starts_on: dayOffset(-7), ends_on: dayOffset(48), launch_on: dayOffset(-14), registration_starts_on: dayOffset(-21),
    registration_ends_on: dayOffset(40), program_length: 56, flags: PROMOTION_FLAG_DEFAULTS,
  });
  // acme: started, week 3 of 8 (day 17 of 56), API version 2, every feature on, 3 location levels.
  const acmeId = await upsertPromotion(db, 'acme', {
    name: 'Acme Renew 2026', program_name: 'Renew at Acme', organization_id: organization.id, parent_promotion_id: defaultPromotionId,
    starts_on: dayOffset(-16), ends_on: dayOffset(39), logging_ends_on: dayOffset(41), launch_on: dayOffset(-23),
    registration_starts_on: dayOffset(-30), registration_ends_on: dayOffset(30), program_length: 56, api_version: 2,
    default_goal: 8, daily_activity_allowance: 3, max_activities_day: 3, display_team_feature: true, flags: ACME_FLAGS,
    location_labels: ['Region', 'Office', 'Department'],
  });
  // globex: registration open, not started, pilot password.
  const globexId = await upsertPromotion(db, 'globex', {
    name: 'Globex Renew', program_name: 'Renew at Globex', organization_id: globexOrg.id, parent_promotion_id: defaultPromotionId,
    starts_on: dayOffset(14), ends_on: dayOffset(55), launch_on: dayOffset(10), registration_starts_on: dayOffset(-7),
    registration_ends_on: dayOffset(30), program_length: 42, pilot_password_hash: pilotHash, flags: PROMOTION_FLAG_DEFAULTS,
  });

  // Region → Office → Department. The first four departments are the foundation's; the rest spread the
  // participants so every level of the location filters and the location leaderboard has something to show.
  const top = [await upsertLocation(db, acmeId, 'North America', null, 1), await upsertLocation(db, acmeId, 'Europe', null, 2)];
  const mid = [
    await upsertLocation(db, acmeId, 'Chicago', top[0], 1),
    await upsertLocation(db, acmeId, 'Toronto', top[0], 2),
    await upsertLocation(db, acmeId, 'Dublin', top[1], 1),
    await upsertLocation(db, acmeId, 'London', top[1], 2),
  ];
  const leaves = [
    await upsertLocation(db, acmeId, 'Engineering', mid[0], 1),
    await upsertLocation(db, acmeId, 'Sales', mid[0], 2),
    await upsertLocation(db, acmeId, 'Operations', mid[1], 1),
    await upsertLocation(db, acmeId, 'Customer Care', mid[2], 1),
    await upsertLocation(db, acmeId, 'Finance', mid[1], 2),
    await upsertLocation(db, acmeId, 'Marketing', mid[2], 2),
    await upsertLocation(db, acmeId, 'Product', mid[3], 1),
    await upsertLocation(db, acmeId, 'People & Culture', mid[3], 2),
  ];
  const promotionIds = { acme: acmeId, globex: globexId };
  const locationId = (ref?: LocationRef) => (ref ? (ref.level === 'leaf' ? leaves : mid)[ref.index] : null);

  const users: Record<string, number> = {};
  for (const a of DEMO_ACCOUNTS) {
    const promotion = a.promotion ? promotionIds[a.promotion] : null;
    const existing = await db.user.findFirst({ where: { email: a.email, promotion_id: promotion }, select: { id: true } });
    const id =
      existing?.id ??
      (
        await db.user.create({
          data: {
            email: a.email, role: a.role, promotion_id: promotion, password_hash: passwordHash, flags: a.flags ?? {},
            location_id: locationId(a.location), reseller_id: a.reseller ? reseller.id : null, opted_in_individual_leaderboard: a.role === 'User',
            opted_in_friends_leaderboard: a.role === 'User',
            created_at: a.promotion === 'acme' ? dayOffset(-28) : undefined,
            profile: { create: { first_name: a.first, last_name: a.last, image_url: avatarUrl(a) } },
          },
          select: { id: true },
        })
      ).id;
    users[a.email] = id;
  }
  for (const promotionId of [acmeId, globexId]) {
    await db.superCoordinatorPromotion.upsert({
      where: { user_id_promotion_id: { user_id: users['super.coordinator@example.com'], promotion_id: promotionId } },
      update: {},
      create: { user_id: users['super.coordinator@example.com'], promotion_id: promotionId },
    });
  }
  return { resellerId: reseller.id, organizationId: organization.id, defaultPromotionId, acmeId, globexId, acmeLocations: { top, mid, leaf: leaves }, users, passwordHash };
}
