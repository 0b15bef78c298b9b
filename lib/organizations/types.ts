// The organization JSON (docs/administration-access.md): answered by app/api/organizations, built by
// server/organizations/serialize.ts. The wskey is never part of it: `has_wskey` says whether one is set, and only the
// create and rotate answers carry the key itself, once (OrganizationWithKey).
import type { ListResponse } from '@/lib/list-response';
import type { OrganizationFlags } from '@/lib/promotion-flags';

export interface Organization {
  id: number;
  name: string;
  reseller_id: number | null;
  reseller_name: string | null;
  promotions_count: number;
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  password_help_message: string | null;
  flags: OrganizationFlags;
  is_sso_enabled: boolean;
  sso_label: string | null;
  sso_login_url: string | null;
  sso_redirect: string | null;
  is_staywell: boolean;
  /** The smallest group an employer-side aggregate describes (docs/privacy.md). */
  privacy_floor: number;
  /** Days after a promotion ends before its personal data is anonymized. */
  retention_days: number;
  has_wskey: boolean;
  created_at: string;
  updated_at: string;
}
export type OrganizationList = ListResponse<Organization>;

/** POST /organizations and POST /organizations/{id}/wskey: the key, shown this once. */
export interface OrganizationWithKey extends Organization {
  wskey: string;
}
