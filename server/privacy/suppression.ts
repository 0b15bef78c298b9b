// The one small-group suppression service (docs/privacy.md). Every aggregate an employer-side role sees (coordinators
// of every kind, super coordinators, resellers) goes through it; masters, the platform operator, see raw figures.
//
// The model: a figure is published as a row of parts under a total that is shown or derivable (a location's people
// are its own people plus its child locations; a day's registrations add up to the participants; a filtered figure
// and its complement add up to the unfiltered one). For each row:
//  1. primary suppression: a part describing 1 to k-1 people is "< k";
//  2. complementary suppression: while the suppressed parts of a row add up to fewer than k people, or a published
//     part is suppressed alone (total minus the visible cells would give it back exactly), the next-smallest non-zero
//     visible part is suppressed too; when no part is left, the total itself must go;
//  3. differencing through filters: a filtered figure is the row [filtered, unfiltered - filtered], so a filter
//     whose complement describes 1 to k-1 people is suppressed (rules 1 and 2 applied to that row).
// After this every visible part's complement in its row is 0 or at least k people, and sums of such differences stay
// 0 or at least k, so subtracting visible figures from each other never yields a group of 1 to k-1 people.
// Zero is shown: a group of nobody discloses nobody.

import { DEFAULT_PRIVACY_FLOOR, MIN_PRIVACY_FLOOR } from '@/lib/privacy/constants';

export { DEFAULT_PRIVACY_FLOOR, MIN_PRIVACY_FLOOR };

/** What a suppressed cell shows. */
export type SuppressedLabel = `< ${number}`;
export type Suppressible<T = number> = T | SuppressedLabel;

export const suppressedLabel = (k: number): SuppressedLabel => `< ${k}`;
export const isSuppressed = (v: unknown): v is SuppressedLabel => typeof v === 'string' && /^< \d+$/.test(v);

/** A count of 1 to k-1 people. */
export const isSmallGroup = (people: number, k: number) => people > 0 && people < k;

/** A floor as stored: never below the minimum, whatever the row says. */
export const effectiveFloor = (k: number | null | undefined) =>
  Math.max(MIN_PRIVACY_FLOOR, Number.isInteger(k) ? (k as number) : DEFAULT_PRIVACY_FLOOR);

export interface RowMask {
  /** true: the part at this index is suppressed. */
  parts: boolean[];
  /** true: the row could not be protected without hiding its total (its hidden parts describe fewer than k people). */
  total: boolean;
}

export interface RowOptions {
  /** false: the parts add up to nothing published, so only primary suppression applies. */
  totalShown?: boolean;
  /** Parts already hidden (by another line of a table), so the rule can be iterated to a fixed point. */
  preset?: boolean[];
  /** Parts never published (a location's own people, a filter's complement): hidden from the start, and one of them
   * alone needs no partner, since its exact value only matters when it is small. */
  unpublished?: boolean[];
}

/** Whether a row's hidden parts are safe: none, or at least k people together and never one published part alone. */
function rowProtected(k: number, people: number[], hidden: boolean[], unpublished: boolean[]): boolean {
  const idx = people.flatMap((n, i) => (hidden[i] && n > 0 ? [i] : []));
  if (idx.length === 0) return true;
  const sum = idx.reduce((s, i) => s + people[i]!, 0);
  if (sum < k) return false;
  // A published part hidden alone would come back exactly (total minus the visible parts), and a table's other line
  // could then difference it; an unpublished part alone is fine once it is at least k.
  return idx.length >= 2 || unpublished[idx[0]!] === true;
}

/** Rules 1 and 2 for one row of people counts: which parts must be hidden. */
export function suppressRow(k: number, people: number[], opts: RowOptions = {}): RowMask {
  const unpublished = people.map((_, i) => Boolean(opts.unpublished?.[i]));
  const parts = people.map((n, i) => Boolean(opts.preset?.[i]) || unpublished[i]! || isSmallGroup(n, k));
  if (opts.totalShown === false) return { parts, total: false };
  while (!rowProtected(k, people, parts, unpublished)) {
    let next = -1;
    people.forEach((n, i) => {
      if (!parts[i] && n > 0 && (next < 0 || n < people[next]!)) next = i;
    });
    // Nothing visible left to hide: only hiding the total would protect the row.
    if (next < 0) return { parts, total: true };
    parts[next] = true;
  }
  return { parts, total: false };
}

/**
 * A two-dimensional table whose row and column totals are published (a breakdown by location and category, say):
 * rule 1 on every cell, then rule 2 along every row and every column until nothing changes. `unprotectable` is true
 * when some line could only be protected by hiding its total: the caller then hides the whole table.
 */
export function suppressTable(k: number, people: number[][], unpublished?: boolean[][]): { mask: boolean[][]; unprotectable: boolean } {
  const mask = people.map((row, r) => row.map((n, c) => Boolean(unpublished?.[r]?.[c]) || isSmallGroup(n, k)));
  const width = Math.max(0, ...people.map((r) => r.length));
  let unprotectable = false;
  for (let changed = true; changed; ) {
    changed = false;
    unprotectable = false;
    const apply = (cells: [number, number][]) => {
      const res = suppressRow(k, cells.map(([r, c]) => people[r]![c]!), {
        preset: cells.map(([r, c]) => mask[r]![c]!),
        unpublished: cells.map(([r, c]) => Boolean(unpublished?.[r]?.[c])),
      });
      if (res.total) unprotectable = true;
      res.parts.forEach((h, i) => {
        const [r, c] = cells[i]!;
        if (h && !mask[r]![c]) { mask[r]![c] = true; changed = true; }
      });
    };
    people.forEach((row, r) => apply(row.map((_, c) => [r, c])));
    for (let c = 0; c < width; c++) apply(people.flatMap((row, r) => (c < row.length ? [[r, c] as [number, number]] : [])));
  }
  return { mask, unprotectable };
}

/** Rule 3: must a filtered figure (people) be hidden beside the unfiltered one it is cut from? */
export function filteredFigureHidden(k: number, filtered: number, unfiltered: number): boolean {
  return suppressRow(k, [filtered, Math.max(0, unfiltered - filtered)], { unpublished: [false, true] }).parts[0]!;
}

/** A count as shown to a viewer: the number, or "< k". */
export const showCount = (n: number, hidden: boolean, k: number): Suppressible => (hidden ? suppressedLabel(k) : n);

export interface LabelledCount {
  label: string;
  count: number;
}

/**
 * A labelled series of people counts (registrations per day, respondents per evaluation…): rules 1 and 2, with the
 * total shown when the series adds up to a published figure. With `unfiltered` (the same series without the
 * viewer's filter, which the viewer can also read), rule 3 as well: the series is the table [filtered, complement]
 * per label, whose rows add up to the unfiltered series and whose first column adds up to the filtered total; a
 * table that cannot be protected is hidden whole.
 */
export function suppressSeries(
  k: number,
  series: LabelledCount[],
  opts: { totalShown: boolean; unfiltered?: LabelledCount[] },
): { label: string; count: Suppressible }[] {
  let mask: boolean[];
  if (!opts.unfiltered) {
    mask = suppressRow(k, series.map((p) => p.count), { totalShown: opts.totalShown }).parts;
  } else {
    const whole = new Map(opts.unfiltered.map((p) => [p.label, p.count]));
    const table = series.map((p) => [p.count, Math.max(0, (whole.get(p.label) ?? p.count) - p.count)]);
    const { mask: m, unprotectable } = suppressTable(k, table, table.map(() => [false, true]));
    mask = unprotectable ? series.map(() => true) : m.map((row) => row[0]!);
  }
  return series.map((p, i) => ({ label: p.label, count: showCount(p.count, mask[i]!, k) }));
}

/**
 * A location tree's people, published as figures per location sub-tree (a filter by location): each node is a row
 * [own people, child sub-trees...] under the node's sub-tree total. A sub-tree is hidden when its cell is hidden in its
 * parent's row, or when any ancestor is (a hidden figure's parts would give it back). Returns the hidden node ids.
 */
export function suppressTree(
  k: number,
  nodes: { id: number; parentId: number | null; people: number }[],
  /** People of the reach with no location: the root row's own part. */
  unplaced = 0,
): Set<number> {
  const children = new Map<number | null, number[]>();
  const own = new Map<number, number>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const parent = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), n.id]);
    own.set(n.id, n.people);
  }
  const subtotal = new Map<number, number>();
  const total = (id: number): number => {
    if (!subtotal.has(id)) subtotal.set(id, (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((s, c) => s + total(c), 0));
    return subtotal.get(id)!;
  };
  const hidden = new Set<number>();
  const visit = (parent: number | null, parentHidden: boolean) => {
    const kids = children.get(parent) ?? [];
    if (kids.length === 0) return;
    // The row: the parent's own people (never published alone, but derivable) and its children's sub-trees.
    const ownPeople = parent === null ? unplaced : own.get(parent) ?? 0;
    const mask = suppressRow(k, [ownPeople, ...kids.map(total)], { unpublished: [true] }).parts;
    kids.forEach((id, i) => {
      const h = parentHidden || mask[i + 1]!;
      if (h) hidden.add(id);
      visit(id, h);
    });
  };
  visit(null, false);
  return hidden;
}
