// The settings JSON (lib/settings/types.ts UserSettings). Never the password hash.
import type { Role } from '@/lib/roles';
import type { SettingsAddress, UserSettings } from '@/lib/settings/types';
import { isLocale } from '@/lib/i18n/locales';
import { devicesEnabled, passwordChangeable, passwordPolicyOf, type LoadedSettings } from './settings-queries';

function readAddress(value: unknown): SettingsAddress | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' && v[key] ? (v[key] as string) : null);
  return { street: text('street'), city: text('city'), state: text('state'), zip: text('zip') };
}

export function serializeSettings({ row, promotion, locations }: LoadedSettings, viewerId: number): UserSettings {
  const flags = promotion?.flags;
  const changeable = passwordChangeable(promotion);
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    promotion_id: row.promotion_id,
    location_id: row.location_id,
    sso_identifier: row.sso_identifier,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    locale: isLocale(row.locale) ? row.locale : null,
    profile: {
      first_name: row.profile?.first_name ?? '',
      last_name: row.profile?.last_name ?? '',
      image_url: row.profile?.image_url ?? null,
      gender: row.profile?.gender ?? null,
      birthday: row.profile?.birthday ? row.profile.birthday.toISOString().slice(0, 10) : null,
      phone: row.profile?.phone ?? null,
      address: readAddress(row.profile?.address),
      time_zone: row.profile?.time_zone ?? null,
    },
    fields: {
      gender: !!flags?.is_gender_displayed,
      birthday: !!flags?.is_birthday_displayed,
      phone: !!flags?.is_phone_displayed,
      address: !!flags?.is_address_displayed,
      time_zone: !!flags?.is_time_zone_displayed,
      location: !!flags?.is_location_displayed && locations.length > 0,
    },
    password: {
      changeable,
      // One's own email or password change asks for the current password (a Master changing another's does not).
      requires_current: changeable && viewerId === row.id && row.password_hash !== null,
      policy: passwordPolicyOf(promotion),
    },
    locations,
    devices_enabled: devicesEnabled(promotion),
  };
}
