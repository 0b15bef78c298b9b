// The name a statement is prepared under, shared by the app's pools (server/db.ts, and through them
// server/platform/sql-direct.ts) and the benchmark's yardstick (bench/bare-server.ts), so the yardstick sends the
// very statements the app sends, prepared once per connection. Import-free (node:crypto only) so the bench's bare
// server loads it without the app.
//
// The name is a hash of the text: one text always maps to one name, and two texts never share one. A name reused for
// another text on the same connection is refused by pg ("Prepared statements must be unique").
import { createHash } from 'node:crypto';

/**
 * A statement starting with this comment is sent unnamed, so PostgreSQL plans it for its values on every call instead
 * of settling on a generic plan after five runs. For statements whose best plan depends on the values: a wall list of
 * three authors or of a whole location's hundreds reads different indexes.
 */
export const PLAN_PER_CALL = '/* plan per call */';

// Each name is remembered by its SQL: hashing the text on every query was ~2 % of a cheap read's CPU in the web server
// (docs/benchmarks.md "Session 15: where an API request's time goes"). The texts are the app's own, a bounded set;
// the map is emptied if it ever grows.
const statementNames = new Map<string, string>();

/** The prepared statement's name for a text; '' (pg's unnamed statement) for PLAN_PER_CALL statements. */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = sql.startsWith(PLAN_PER_CALL) ? '' : `r${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    if (statementNames.size >= 2_000) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}
