// From the provider's claims to our fields (docs/sso.md): the organization's claim mapping (SSO identifier, email,
// names) and each promotion's SSO extras (administration.md §3 "SSO extra": an attribute, its data type, and where it is
// stored on the user — custom_fields.{name} by default, or one of a few profile fields).
import 'server-only';
import type { Prisma, Tx } from '@/server/db';
import type { SsoExtraDataType } from '@/lib/sso-extras/types';
import type { ClaimMapping } from './settings';

/** A claim by name, or by a dotted path into a structured claim (address.locality). */
export function claimValue(claims: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const text = (value: unknown, max: number): string | null => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).slice(0, max);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export interface MappedClaims {
  sso_identifier: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  email_verified: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mapClaims(claims: Record<string, unknown>, mapping: ClaimMapping): MappedClaims {
  const email = text(claimValue(claims, mapping.email_claim), 254)?.toLowerCase() ?? null;
  return {
    sso_identifier: text(claimValue(claims, mapping.identifier_claim), 255),
    email: email && EMAIL.test(email) ? email : null,
    first_name: text(claimValue(claims, mapping.first_name_claim), 100),
    last_name: text(claimValue(claims, mapping.last_name_claim), 100),
    email_verified: claims.email_verified === true || claims.email_verified === 'true',
  };
}

export interface ExtraRule { name: string | null; data_type: string; path: string }
export interface ExtraOutcome { name: string | null; path: string; value: unknown; problem: string | null }

/** The profile fields an extra may write besides custom fields, with the data type each column takes. */
const PROFILE_PATHS: Record<string, 'string' | 'date'> = {
  'profile.first_name': 'string', 'profile.last_name': 'string', 'profile.phone': 'string', 'profile.gender': 'string', 'profile.birthday': 'date',
};

function converted(value: unknown, type: SsoExtraDataType): { value: unknown; problem: string | null } {
  if (value === undefined || value === null || value === '') return { value: null, problem: 'not in the claims' };
  switch (type) {
    case 'integer': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
      return Number.isSafeInteger(n) ? { value: n, problem: null } : { value: null, problem: 'not a whole number' };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { value, problem: null };
      const t = String(value).trim().toLowerCase();
      if (['true', '1', 'yes', 'y'].includes(t)) return { value: true, problem: null };
      if (['false', '0', 'no', 'n'].includes(t)) return { value: false, problem: null };
      return { value: null, problem: 'not true or false' };
    }
    case 'date': {
      const d = new Date(typeof value === 'number' ? value * 1000 : String(value));
      return Number.isNaN(d.getTime()) ? { value: null, problem: 'not a date' } : { value: d.toISOString().slice(0, 10), problem: null };
    }
    default:
      return typeof value === 'object' ? { value: JSON.stringify(value).slice(0, 2000), problem: null } : { value: String(value).slice(0, 2000), problem: null };
  }
}

/** Every extra's value from the claims, converted to its data type, or why it is not stored. */
export function evaluateExtras(claims: Record<string, unknown>, rules: ExtraRule[]): ExtraOutcome[] {
  return rules.map((rule) => {
    const type = (['string', 'integer', 'boolean', 'date'].includes(rule.data_type) ? rule.data_type : 'string') as SsoExtraDataType;
    const outcome = converted(rule.name ? claimValue(claims, rule.name) : undefined, type);
    if (!outcome.problem && !rule.path.startsWith('custom_fields.') && !PROFILE_PATHS[rule.path]) {
      return { name: rule.name, path: rule.path, value: outcome.value, problem: 'path is not a custom field or a supported profile field' };
    }
    if (!outcome.problem && PROFILE_PATHS[rule.path] === 'date' && type !== 'date') {
      return { name: rule.name, path: rule.path, value: outcome.value, problem: 'a date field needs the date data type' };
    }
    return { name: rule.name, path: rule.path, ...outcome };
  });
}

function setPath(target: Record<string, unknown>, parts: string[], value: unknown): void {
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : (node[part] = {});
  }
  node[parts[parts.length - 1]!] = value;
}

/** Stores the extras that came with a value; extras absent from the claims leave what is stored alone. */
export async function storeExtras(tx: Tx, userId: number, outcomes: ExtraOutcome[]): Promise<void> {
  const usable = outcomes.filter((o) => o.problem === null);
  if (!usable.length) return;
  const custom = usable.filter((o) => o.path.startsWith('custom_fields.'));
  if (custom.length) {
    const current = await tx.userSsoAttributes.findUnique({ where: { user_id: userId }, select: { custom_fields: true } });
    const fields = { ...((current?.custom_fields as Record<string, unknown> | null) ?? {}) };
    for (const o of custom) setPath(fields, o.path.split('.').slice(1), o.value);
    await tx.userSsoAttributes.upsert({
      where: { user_id: userId }, create: { user_id: userId, custom_fields: fields as Prisma.InputJsonValue },
      update: { custom_fields: fields as Prisma.InputJsonValue },
    });
  }
  const profile: Record<string, unknown> = {};
  for (const o of usable) {
    if (!PROFILE_PATHS[o.path]) continue;
    const column = o.path.slice('profile.'.length);
    profile[column] = PROFILE_PATHS[o.path] === 'date' ? new Date(`${o.value as string}T00:00:00Z`) : String(o.value).slice(0, 100);
  }
  if (Object.keys(profile).length) await tx.profile.updateMany({ where: { user_id: userId }, data: profile });
}
