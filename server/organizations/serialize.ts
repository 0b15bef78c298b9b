// Organization rows to the JSON of lib/organizations/types.ts. The wskey column is read only as "is one set".
import 'server-only';
import type { Organization } from '@/lib/organizations/types';
import { readOrganizationFlags } from '@/lib/promotion-flags';

export const organizationSelect = {
  id: true, name: true, reseller_id: true, reseller: { select: { name: true } },
  password_min_length: true, password_max_length: true, password_min_letters: true, password_min_numbers: true,
  password_min_symbols: true, password_regular_expression_string: true, password_help_message: true, flags: true,
  is_sso_enabled: true, sso_label: true, sso_login_url: true, sso_redirect: true, is_staywell: true, privacy_floor: true, retention_days: true, wskey: true,
  created_at: true, updated_at: true, _count: { select: { promotions: { where: { deleted_at: null } } } },
} as const;

export interface OrganizationRow {
  id: number; name: string; reseller_id: number | null; reseller: { name: string } | null;
  password_min_length: number; password_max_length: number; password_min_letters: number; password_min_numbers: number;
  password_min_symbols: number; password_regular_expression_string: string | null; password_help_message: string | null;
  flags: unknown; is_sso_enabled: boolean; sso_label: string | null; sso_login_url: string | null; sso_redirect: string | null;
  is_staywell: boolean; privacy_floor: number; retention_days: number; wskey: string | null; created_at: Date; updated_at: Date; _count: { promotions: number };
}

export function serializeOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    reseller_id: row.reseller_id,
    reseller_name: row.reseller?.name ?? null,
    promotions_count: row._count.promotions,
    password_min_length: row.password_min_length,
    password_max_length: row.password_max_length,
    password_min_letters: row.password_min_letters,
    password_min_numbers: row.password_min_numbers,
    password_min_symbols: row.password_min_symbols,
    password_regular_expression_string: row.password_regular_expression_string,
    password_help_message: row.password_help_message,
    flags: readOrganizationFlags(row.flags),
    is_sso_enabled: row.is_sso_enabled,
    sso_label: row.sso_label,
    sso_login_url: row.sso_login_url,
    sso_redirect: row.sso_redirect,
    is_staywell: row.is_staywell,
    privacy_floor: row.privacy_floor,
    retention_days: row.retention_days,
    has_wskey: !!row.wskey,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored fields an audit row compares (the wskey is masked by the audit writer). */
export function auditFields(row: OrganizationRow): Record<string, unknown> {
  const { id: _id, reseller: _reseller, _count: _count, created_at: _created, updated_at: _updated, ...fields } = row;
  return fields;
}
