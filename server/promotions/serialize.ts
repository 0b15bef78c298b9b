// The promotion as participants and admins read it (dates, timeline state, labels, flags); the shape is
// lib/promotions/types.ts.
import { isoDate } from '@/lib/promotion-dates';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { CurrentPromotion } from '@/lib/promotions/types';

// Columns reach the JSON by a spread, which the return type does not hold to its list: a column added to the
// promotion's select must be named in the contract or withheld here, or this fails to compile.
type Withheld = 'pilot_password_hash' | 'current_date_override';
type AssertNone<T extends never> = T;
export type EveryColumnNamed = AssertNone<Exclude<keyof ResolvedPromotion['row'], keyof CurrentPromotion | Withheld>>;

export function serializePromotion(p: ResolvedPromotion): CurrentPromotion {
  const { row, timeline, flags, organization } = p;
  const { pilot_password_hash, current_date_override, ...fields } = row;
  return {
    ...fields,
    registration_starts_on: isoDate(row.registration_starts_on),
    registration_ends_on: isoDate(row.registration_ends_on),
    launch_on: isoDate(row.launch_on),
    starts_on: isoDate(row.starts_on),
    ends_on: isoDate(row.ends_on),
    logging_ends_on: isoDate(row.logging_ends_on),
    disabled_on: isoDate(row.disabled_on),
    has_pilot_password: pilot_password_hash !== null,
    is_date_pinned: current_date_override !== null,
    ...timeline,
    current_competition: p.currentCompetition,
    flags,
    ...flags,
    organization: {
      id: organization.id,
      name: organization.name,
      is_sso_enabled: organization.is_sso_enabled,
      sso_label: organization.sso_label,
      sso_login_url: organization.sso_login_url,
      flags: { allow_autocomplete: organization.flags.allow_autocomplete },
      ...p.passwordPolicy,
    },
  };
}
