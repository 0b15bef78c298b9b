// What an import would do to a promotion (docs/packages.md "Preview and apply"): per kind, the items it would add,
// change and leave unchanged. The target is read into package form (export.ts snapshot) and compared item by item
// under the same key, so the preview and the apply agree by construction. An import never deletes: an item the
// target has and the package does not is left alone and not listed.
import 'server-only';
import { PACKAGE_KIND_LABELS, PACKAGE_KINDS, PACKAGE_SCHEMA_VERSION, type PackageKind } from '@/lib/packages/constants';
import type { PackagePreview } from '@/lib/packages/types';
import type { PackageItems, ProgramPackage } from './format';
import type { Snapshot } from './export';

/** JSON with object keys sorted: equality that does not depend on the order a file or the database gave the keys. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export type ItemPlan = 'added' | 'changed' | 'unchanged';
export type KindPlan = { [K in PackageKind]: Map<string, ItemPlan> };

export function planImport(pkg: ProgramPackage, target: Snapshot): KindPlan {
  const plan = {} as KindPlan;
  for (const kind of PACKAGE_KINDS) {
    const existing = new Map((target.items[kind] as PackageItems[PackageKind]).map((item) => [item.key, canonical(item)]));
    plan[kind] = new Map(
      (pkg.items[kind] as PackageItems[PackageKind]).map((item) => {
        const current = existing.get(item.key);
        return [item.key, current === undefined ? 'added' : current === canonical(item) ? 'unchanged' : 'changed'];
      }),
    );
  }
  return plan;
}

export function describePlan(pkg: ProgramPackage, plan: KindPlan): PackagePreview {
  const totals = { added: 0, changed: 0, unchanged: 0 };
  const kinds = PACKAGE_KINDS.map((kind) => {
    const out = { kind, label: PACKAGE_KIND_LABELS[kind], added: [] as string[], changed: [] as string[], unchanged: [] as string[] };
    for (const [key, what] of plan[kind]) {
      out[what].push(key);
      totals[what] += 1;
    }
    return out;
  });
  return {
    source: pkg.manifest.source,
    exported_at: pkg.manifest.exported_at,
    schema_version: PACKAGE_SCHEMA_VERSION,
    kinds,
    totals,
    images: pkg.images.size,
  };
}
