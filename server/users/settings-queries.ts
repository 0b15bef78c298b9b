// Reads of the settings screen (/settings and GET /api/users/{id}/settings): the account with its whole profile, the
// fields its promotion displays, whether its password can be changed here, and its promotion's locations.
import { db } from '@/server/db';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { DEFAULT_PASSWORD_POLICY } from '@/lib/password-policy';

export const settingsSelect = {
  id: true, email: true, role: true, promotion_id: true, location_id: true, sso_identifier: true, password_hash: true,
  created_at: true, last_sign_in_at: true, locale: true,
  profile: { select: { first_name: true, last_name: true, image_url: true, gender: true, birthday: true, phone: true, address: true, time_zone: true } },
} as const;

export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettingsRow>>>;

export function findSettingsRow(userId: number) {
  return db.user.findFirst({ where: { id: userId, deleted_at: null }, select: settingsSelect });
}

/** The account's promotion (null for cross-promotion accounts: masters, resellers, super coordinators, posters). */
export function promotionOf(row: Pick<SettingsRow, 'promotion_id'>): Promise<ResolvedPromotion | null> {
  return row.promotion_id === null ? Promise.resolve(null) : promotionById(row.promotion_id);
}

/** Password fields are hidden for SSO or launchpad promotions (administration.md §6). */
export function passwordChangeable(promotion: ResolvedPromotion | null): boolean {
  return !promotion || (!promotion.organization.is_sso_enabled && !promotion.row.is_launchpad);
}

export function passwordPolicyOf(promotion: ResolvedPromotion | null) {
  return promotion?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
}

/** A promotion shows the Devices tab only when a device integration is enabled. */
export function devicesEnabled(promotion: ResolvedPromotion | null): boolean {
  return !!promotion && (promotion.flags.is_fitbit_enabled || promotion.flags.is_validic_enabled || promotion.flags.is_healthkit_enabled);
}

/** The locations a participant may pick, by name (served by locations (promotion_id, …)). */
export function locationsOf(promotion: ResolvedPromotion | null) {
  if (!promotion || !promotion.flags.is_location_displayed) return Promise.resolve([]);
  return db.location.findMany({ where: { promotion_id: promotion.id }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The account's registered push devices (the Devices tab). */
export function findDevices(userId: number) {
  return db.pushDevice.findMany({ where: { user_id: userId }, select: { id: true, platform: true, last_seen_at: true, created_at: true }, orderBy: { created_at: 'desc' }, take: 50 });
}

export async function loadSettings(userId: number) {
  const row = await findSettingsRow(userId);
  if (!row) return null;
  const promotion = await promotionOf(row);
  const locations = await locationsOf(promotion);
  return { row, promotion, locations };
}
export type LoadedSettings = NonNullable<Awaited<ReturnType<typeof loadSettings>>>;
