// The personal settings form's values and what it sends (participant-core.md §5). Its rules are in
// settings-form-schema.ts, which loads with the form's first check: zod is ~90 KB (gzip) the page's first load does not
// need.
import type { SettingsInput } from '@/lib/settings/schemas';
import type { UserSettings } from '@/lib/settings/types';

export interface SettingsFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  current_password: string;
  gender: string;
  birthday: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  time_zone: string;
  location_id: string;
}

export function toFormValues(s: UserSettings): SettingsFormValues {
  const p = s.profile;
  return {
    first_name: p.first_name, last_name: p.last_name, email: s.email, password: '', password_confirmation: '', current_password: '',
    gender: p.gender ?? '', birthday: p.birthday ?? '', phone: p.phone ?? '', street: p.address?.street ?? '', city: p.address?.city ?? '',
    state: p.address?.state ?? '', zip: p.address?.zip ?? '', time_zone: p.time_zone ?? '', location_id: s.location_id ? String(s.location_id) : '',
  };
}

/** What the form sends: the fields the promotion displays, the email only when changed, the password only when set. */
export function toSettingsInput(v: SettingsFormValues, s: UserSettings): SettingsInput {
  const input: SettingsInput = { profile: { first_name: v.first_name, last_name: v.last_name } };
  const email = v.email.trim().toLowerCase();
  if (email !== s.email) input.email = email;
  if (v.password || v.password_confirmation) {
    input.password = v.password;
    input.password_confirmation = v.password_confirmation;
  }
  if ((input.email || input.password) && v.current_password) input.current_password = v.current_password;
  const profile = input.profile!;
  if (s.fields.gender) profile.gender = (v.gender || null) as NonNullable<SettingsInput['profile']>['gender'];
  if (s.fields.birthday) profile.birthday = v.birthday || null;
  if (s.fields.phone) profile.phone = v.phone || null;
  if (s.fields.address) profile.address = { street: v.street || null, city: v.city || null, state: v.state || null, zip: v.zip || null };
  if (s.fields.time_zone) profile.time_zone = v.time_zone || null;
  if (s.fields.location) input.location_id = v.location_id ? Number(v.location_id) : null;
  return input;
}
