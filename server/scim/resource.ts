// A stored SCIM user as the SCIM User resource (RFC 7643 §4.1), and a received resource as the columns kept.
import 'server-only';
import { SCIM_SCHEMAS, type ScimUserInput } from '@/lib/scim/schemas';
import { ScimError } from './errors';

export interface ScimEmail {
  value: string;
  type?: string;
  primary?: boolean;
}

export interface ScimUserRow {
  id: string;
  user_name: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  display_name: string | null;
  emails: unknown;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export type ScimUserColumns = Pick<ScimUserRow, 'user_name' | 'external_id' | 'given_name' | 'family_name' | 'display_name' | 'active'> & { emails: ScimEmail[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailsOf(row: Pick<ScimUserRow, 'emails'>): ScimEmail[] {
  return Array.isArray(row.emails) ? (row.emails as ScimEmail[]) : [];
}

/** The address the eligibility record gets: the primary one, else the work one, else the first. */
export function primaryEmail(emails: readonly ScimEmail[]): string | null {
  return (emails.find((e) => e.primary) ?? emails.find((e) => e.type === 'work') ?? emails[0])?.value ?? null;
}

export function toScimUser(row: ScimUserRow, baseUrl: string) {
  const emails = emailsOf(row);
  const name = {
    ...(row.given_name ? { givenName: row.given_name } : {}),
    ...(row.family_name ? { familyName: row.family_name } : {}),
    ...(row.given_name || row.family_name ? { formatted: [row.given_name, row.family_name].filter(Boolean).join(' ') } : {}),
  };
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.user_name,
    ...(Object.keys(name).length ? { name } : {}),
    ...(row.display_name ? { displayName: row.display_name } : {}),
    ...(emails.length ? { emails } : {}),
    active: row.active,
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}

/** The columns a received User sets. A missing `active` is true (a new user is active unless told otherwise). */
export function columnsOf(input: ScimUserInput): ScimUserColumns {
  const emails: ScimEmail[] = (input.emails ?? [])
    .filter((e) => e.value)
    .map((e) => ({ value: e.value.toLowerCase(), ...(e.type ? { type: e.type } : {}), ...(e.primary ? { primary: true } : {}) }));
  const bad = emails.find((e) => !EMAIL.test(e.value));
  if (bad) throw new ScimError(400, `emails: "${bad.value}" is not an email address.`, 'invalidValue');
  return {
    user_name: input.userName,
    external_id: input.externalId || null,
    given_name: input.name?.givenName || null,
    family_name: input.name?.familyName || null,
    display_name: input.displayName || null,
    emails,
    active: input.active ?? true,
  };
}
