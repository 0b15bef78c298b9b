// The `filter` of Users GET (RFC 7644 §3.4.2.2), parsed by scim2-parse-filter and turned into a Prisma where. What
// the identity providers send is supported: eq, co and sw on userName, externalId, emails (also emails.value and
// emails[type eq "work"].value) and id, joined with and/or. Anything else is 400 invalidFilter, never a silent
// "match everything", which would make a provider believe a user exists.
import 'server-only';
import { parse, type Filter } from 'scim2-parse-filter';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { SCIM_SCHEMAS } from '@/lib/scim/schemas';
import { ScimError } from './errors';
import { scimUserIdsByEmailSql } from './sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DEPTH = 10;

const invalid = (detail: string) => new ScimError(400, detail, 'invalidFilter');

export function parseScimFilter(text: string): Filter {
  try {
    return parse(text);
  } catch {
    throw invalid(`The filter could not be parsed: ${text.slice(0, 200)}`);
  }
}

/** userName, urn:…:User:userName and USERNAME all name the same attribute (attribute names are case-insensitive). */
function attributeOf(path: string): string {
  const lower = path.toLowerCase();
  const prefix = `${SCIM_SCHEMAS.user.toLowerCase()}:`;
  return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
}

function likePattern(op: string, value: string): string {
  const escaped = value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return op === 'eq' ? escaped : op === 'sw' ? `${escaped}%` : `%${escaped}%`;
}

function stringMatch(op: string, value: string, insensitive: boolean): Prisma.StringFilter {
  const mode = insensitive ? ({ mode: 'insensitive' } as const) : {};
  if (op === 'eq') return { equals: value, ...mode };
  if (op === 'sw') return { startsWith: value, ...mode };
  return { contains: value, ...mode };
}

async function emailWhere(organizationId: number, op: string, value: string): Promise<Prisma.ScimUserWhereInput> {
  const rows = await scimUserIdsByEmailSql.all(db, organizationId, likePattern(op, value));
  return { id: { in: rows.map((r) => r.id) } };
}

/** The where of a parsed filter, inside the organization (the caller adds organization_id). */
export async function whereOfFilter(organizationId: number, filter: Filter, depth = 0): Promise<Prisma.ScimUserWhereInput> {
  if (depth > MAX_DEPTH) throw invalid('The filter is nested too deeply.');
  if (filter.op === 'and' || filter.op === 'or') {
    const parts = await Promise.all(filter.filters.map((f) => whereOfFilter(organizationId, f, depth + 1)));
    return filter.op === 'and' ? { AND: parts } : { OR: parts };
  }
  if (filter.op === '[]') {
    // emails[type eq "work" and value eq "a@b.c"]: only the value comparison narrows; type is not a stored filter.
    if (attributeOf(filter.attrPath) !== 'emails') throw invalid(`Filtering inside ${filter.attrPath} is not supported.`);
    return whereOfEmailsValuePath(organizationId, filter.valFilter);
  }
  if (filter.op !== 'eq' && filter.op !== 'co' && filter.op !== 'sw') {
    throw invalid(`The operator "${filter.op}" is not supported (eq, co and sw are).`);
  }
  if (typeof filter.compValue !== 'string') throw invalid(`${filter.attrPath} is compared with a string.`);
  const value = filter.compValue;
  const attribute = attributeOf(filter.attrPath);
  switch (attribute) {
    case 'username':
      return { user_name: stringMatch(filter.op, value, true) };
    case 'externalid':
      return { external_id: stringMatch(filter.op, value, false) };
    case 'emails':
    case 'emails.value':
      return emailWhere(organizationId, filter.op, value);
    case 'id':
      if (filter.op !== 'eq') throw invalid('id is compared with eq only.');
      return UUID.test(value) ? { id: value } : { id: { in: [] } };
    default:
      throw invalid(`Filtering on "${filter.attrPath}" is not supported (userName, externalId, emails and id are).`);
  }
}

async function whereOfEmailsValuePath(organizationId: number, filter: Filter): Promise<Prisma.ScimUserWhereInput> {
  if (filter.op === 'and' || filter.op === 'or') {
    const parts = await Promise.all(filter.filters.map((f) => whereOfEmailsValuePath(organizationId, f)));
    return filter.op === 'and' ? { AND: parts } : { OR: parts };
  }
  if ((filter.op === 'eq' || filter.op === 'co' || filter.op === 'sw') && typeof filter.compValue === 'string') {
    const attribute = filter.attrPath.toLowerCase();
    if (attribute === 'value') return emailWhere(organizationId, filter.op, filter.compValue);
    if (attribute === 'type' || attribute === 'primary') return {};
  }
  throw invalid('Inside emails[…], eq, co or sw on value (and type) are supported.');
}
