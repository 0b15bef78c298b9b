// A promotion's location tree, for the location filters (up to three levels
// deep), the location board and the location tags evaluation questions are asked by. Trees are small (tens to
// hundreds of rows), so one indexed read (server/locations/queries.ts) and the walking happens here.
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';

export interface LocationNode {
  id: number;
  name: string;
  parent_location_id: number | null;
  sequence: number;
  tag: string | null;
}

export class LocationTree {
  private readonly byId: Map<number, LocationNode>;
  private readonly children = new Map<number | null, LocationNode[]>();

  constructor(nodes: LocationNode[]) {
    this.byId = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) {
      const list = this.children.get(n.parent_location_id) ?? [];
      list.push(n);
      this.children.set(n.parent_location_id, list);
    }
  }

  get(id: number): LocationNode | undefined {
    return this.byId.get(id);
  }

  childrenOf(id: number | null): LocationNode[] {
    return this.children.get(id) ?? [];
  }

  ids(): number[] {
    return [...this.byId.keys()];
  }

  /** The location, then its parent, up to the top level; guards against a cycle in bad data. */
  *upFrom(id: number): Generator<LocationNode> {
    let node = this.byId.get(id);
    for (let hops = 0; node && hops < 16; hops++) {
      yield node;
      node = node.parent_location_id === null ? undefined : this.byId.get(node.parent_location_id);
    }
  }

  /** The tags of a location and of every location above it (a tag on a region covers its offices). */
  tagsOf(id: number | null | undefined): Set<string> {
    const tags = new Set<string>();
    if (id == null) return tags;
    for (const node of this.upFrom(id)) if (node.tag) tags.add(node.tag);
    return tags;
  }

  /** The location and its descendants, down to the third level below the top (LOCATION_LEVELS). */
  subtreeIds(id: number): number[] {
    const out: number[] = [];
    let level = [id];
    for (let depth = 0; depth < LOCATION_LEVELS && level.length > 0; depth++) {
      out.push(...level);
      level = level.flatMap((l) => this.childrenOf(l).map((c) => c.id));
    }
    return out;
  }

  /** The top-level ancestor of a location (the location itself when it is top-level). */
  topLevelOf(id: number | null): number | null {
    if (id === null) return null;
    let top: LocationNode | undefined;
    for (const node of this.upFrom(id)) top = node;
    return top?.id ?? null;
  }

  /** Maps every location to the one of `listed` it belongs to (itself or an ancestor), if any. */
  rollUpTo(listed: number[]): Map<number, number> {
    const targets = new Set(listed);
    const out = new Map<number, number>();
    for (const id of this.byId.keys()) {
      for (const node of this.upFrom(id)) {
        if (targets.has(node.id)) {
          out.set(id, node.id);
          break;
        }
      }
    }
    return out;
  }
}
