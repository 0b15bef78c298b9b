// `attributes` and `excludedAttributes` on GET Users (RFC 7644 §3.4.2.5, docs/scim.md "Projection"). Each is a
// comma-separated list of attribute names, case-insensitive, with or without the User schema's URN, possibly naming
// a sub-attribute ("name.givenName", "emails.value"; on a multi-valued attribute the sub-attribute of every value).
// `attributes` returns those and the ones "returned: always" (id, and schemas, which every resource carries);
// `excludedAttributes` returns the default set without those (never id or schemas). Names of attributes this service
// does not keep, and attributes of other schemas (the enterprise extension), select nothing: the RFC's own examples
// ask for attributes a resource may not have.
import 'server-only';
import { SCIM_SCHEMAS } from '@/lib/scim/schemas';

export interface Projection {
  attributes?: string;
  excludedAttributes?: string;
}

type Resource = Record<string, unknown>;

const ALWAYS = new Set(['schemas', 'id']);
const NAME = /^[A-Za-z][A-Za-z0-9_$-]*(\.[A-Za-z][A-Za-z0-9_$-]*)?$/;

/** "urn:…:User:name.givenName" → ["name", "givenName"]; another schema's attribute or a malformed name → null. */
function pathOf(raw: string): string[] | null {
  let name = raw.trim();
  const userUrn = `${SCIM_SCHEMAS.user}:`;
  if (name.toLowerCase().startsWith(userUrn.toLowerCase())) name = name.slice(userUrn.length);
  else if (name.toLowerCase().startsWith('urn:')) return null;
  return NAME.test(name) ? name.split('.') : null;
}

const pathsOf = (list: string | undefined) => (list ?? '').split(',').map(pathOf).filter((p): p is string[] => p !== null);

/** The resource's own spelling of a key, matched case-insensitively. */
const keyIn = (object: Resource, name: string) => Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());

const isObject = (value: unknown): value is Resource => typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(resource: Resource, [top, sub]: string[], into: Resource): void {
  const key = keyIn(resource, top!);
  if (key === undefined) return;
  const value = resource[key];
  if (sub === undefined) {
    into[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    const picked = value.filter(isObject).map((item) => {
      const subKey = keyIn(item, sub);
      const previous = Array.isArray(into[key]) ? (into[key] as Resource[]) : [];
      return { ...(previous[value.indexOf(item)] ?? {}), ...(subKey === undefined ? {} : { [subKey]: item[subKey] }) };
    });
    if (picked.some((item) => Object.keys(item).length > 0)) into[key] = picked;
  } else if (isObject(value)) {
    const subKey = keyIn(value, sub);
    if (subKey !== undefined) into[key] = { ...(isObject(into[key]) ? into[key] : {}), [subKey]: value[subKey] };
  }
}

function drop(resource: Resource, [top, sub]: string[]): void {
  const key = keyIn(resource, top!);
  if (key === undefined || ALWAYS.has(key)) return;
  if (sub === undefined) {
    delete resource[key];
    return;
  }
  const value = resource[key];
  const without = (item: Resource) => {
    const subKey = keyIn(item, sub);
    const copy = { ...item };
    if (subKey !== undefined) delete copy[subKey];
    return copy;
  };
  if (Array.isArray(value)) resource[key] = value.map((item) => (isObject(item) ? without(item) : item));
  else if (isObject(value)) resource[key] = without(value);
}

/** The resource as the query asks for it; without either parameter, the resource as it is. */
export function projectScimResource<R extends Resource>(resource: R, projection: Projection): Resource {
  const wanted = pathsOf(projection.attributes);
  if (projection.attributes !== undefined && projection.attributes.trim() !== '') {
    const out: Resource = {};
    for (const key of Object.keys(resource)) if (ALWAYS.has(key)) out[key] = resource[key];
    for (const path of wanted) pick(resource, path, out);
    return out;
  }
  const out: Resource = { ...resource };
  for (const path of pathsOf(projection.excludedAttributes)) drop(out, path);
  return out;
}
