// Pure helpers over the nested location tree the editor holds (lib/locations/types.ts): finding a node, its siblings,
// whether a move would put a location under itself, and the reorder call a drop or a keyboard move makes.
import type { AdminLocation } from './types';
import type { LocationReorder } from './schemas';

export function findLocation(tree: AdminLocation[], id: number): AdminLocation | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findLocation(node.locations, id);
    if (below) return below;
  }
  return null;
}

/** The children of a parent (null: the top level), in order. */
export function childrenOf(tree: AdminLocation[], parentId: number | null): AdminLocation[] {
  if (parentId === null) return tree;
  return findLocation(tree, parentId)?.locations ?? [];
}

/** Every location under `node`, not counting itself. */
export function countBelow(node: AdminLocation): number {
  return node.locations.reduce((n, child) => n + 1 + countBelow(child), 0);
}

/** True when `targetId` is `node` or below it: a move there would make a cycle. */
export function isWithin(node: AdminLocation, targetId: number): boolean {
  return node.id === targetId || node.locations.some((child) => isWithin(child, targetId));
}

/** Depth of a location (top level 0), or -1. */
export function depthOf(tree: AdminLocation[], id: number, depth = 0): number {
  for (const node of tree) {
    if (node.id === id) return depth;
    const below = depthOf(node.locations, id, depth + 1);
    if (below >= 0) return below;
  }
  return -1;
}

/** The reorder call that puts `movingId` under `parentId` at `index` among the parent's other children. */
export function moveCall(tree: AdminLocation[], movingId: number, parentId: number | null, index: number): LocationReorder | null {
  const moving = findLocation(tree, movingId);
  if (!moving || (parentId !== null && isWithin(moving, parentId))) return null;
  const others = childrenOf(tree, parentId).map((c) => c.id).filter((id) => id !== movingId);
  const at = Math.max(0, Math.min(index, others.length));
  return { parent_location_id: parentId, sequence: [...others.slice(0, at), movingId, ...others.slice(at)] };
}

/** Flattened with depth, in display order (for the parent pickers). */
export function flatten(tree: AdminLocation[], depth = 0): { node: AdminLocation; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.locations, depth + 1)]);
}
