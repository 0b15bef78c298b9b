// From a ZIP's entries to a package, or every reason it is refused (docs/packages.md "Refusals"): the schema version
// first (a package of another version is not read further), then each kind's file against its schema, keys unique
// within a kind, every reference to a key or an image resolvable inside the package.
import 'server-only';
import type { z } from 'zod';
import { PACKAGE_KINDS, type PackageKind } from '@/lib/packages/constants';
import { PACKAGE_MESSAGES as M } from '@/lib/packages/messages';
import { Invalid } from '@/server/platform/errors';
import { readArchive } from './archive';
import { kindFile, kindFileSchema, manifestSchema, PACKAGE_IMAGE, type PackageItems, type ProgramPackage } from './format';
import { packageRefs } from './refs';

const issues = (file: string, error: z.ZodError) =>
  error.issues.slice(0, 20).map((i) => M.badField(file, i.path.join('.'), i.message));

function parseJson(file: string, source: string | undefined): unknown {
  if (source === undefined) return [];
  try {
    return JSON.parse(source);
  } catch {
    throw new Invalid(M.badJson(file));
  }
}

export function parsePackage(bytes: Uint8Array): ProgramPackage {
  const archive = readArchive(bytes);
  const manifestSource = archive.json.get('manifest.json');
  if (manifestSource === undefined) throw new Invalid(M.noManifest);
  const rawManifest = parseJson('manifest.json', manifestSource) as { schema_version?: unknown } | null;
  if (!rawManifest || typeof rawManifest !== 'object' || rawManifest.schema_version !== manifestSchema.shape.schema_version.value) {
    throw new Invalid(M.wrongVersion(rawManifest && typeof rawManifest === 'object' ? rawManifest.schema_version : undefined));
  }
  const manifest = manifestSchema.safeParse(rawManifest);
  const errors: string[] = manifest.success ? [] : issues('manifest.json', manifest.error);
  const items = {} as PackageItems;
  for (const kind of PACKAGE_KINDS) {
    const file = kindFile(kind);
    const parsed = kindFileSchema(kind).safeParse(parseJson(file, archive.json.get(file)));
    if (!parsed.success) {
      errors.push(...issues(file, parsed.error));
      continue;
    }
    (items as Record<PackageKind, unknown[]>)[kind] = parsed.data;
    const seen = new Set<string>();
    for (const item of parsed.data) {
      if (seen.has(item.key)) errors.push(M.duplicateKey(file, item.key));
      seen.add(item.key);
    }
  }
  if (errors.length > 0) throw new Invalid(errors);
  errors.push(...danglingReferences(items, archive.images));
  if (errors.length > 0) throw new Invalid(errors.slice(0, 50));
  return { manifest: manifest.data!, items, images: archive.images };
}

/** References to keys of other kinds, and to images, that the package does not hold. */
function danglingReferences(items: PackageItems, images: Map<string, Uint8Array>): string[] {
  const keys = Object.fromEntries(PACKAGE_KINDS.map((k) => [k, new Set(items[k].map((i) => i.key))])) as Record<PackageKind, Set<string>>;
  const out: string[] = [];
  for (const ref of packageRefs(items)) {
    if (ref.kind === 'image') {
      if (PACKAGE_IMAGE.test(ref.value) && !images.has(ref.value)) out.push(M.missingImage(kindFile(ref.from), ref.value));
    } else if (ref.kind === 'behavior') {
      const [competition, behavior] = ref.value;
      const ok = competition === null
        ? keys.behaviors.has(behavior)
        : items.competitions.some((c) => c.key === competition && c.behaviors.some((b) => b.key === behavior));
      if (!ok) out.push(M.unknownRef(kindFile(ref.from), `${competition ?? 'default'}/${behavior}`));
    } else if (!keys[ref.kind].has(ref.value)) {
      out.push(M.unknownRef(kindFile(ref.from), ref.value));
    }
  }
  return out;
}
