// A re-run replaces the scale promotion: refused unless --force, then deleted in one transaction.
//
// Deleting 15 million rows with the normal cascades runs a foreign-key trigger per row, ~45 of them per user: about
// 2 minutes for 100,000 participants on a quiet machine, 6 on a busy one. When the role may skip triggers (as the
// load does, see bulkInsert) and the catalog shows the promotion is self-contained — no row outside it points at a
// row in it — every table's rows of the promotion are deleted without triggers instead (what the cascades would have
// deleted anyway). Otherwise, or if a check finds such a row, the cascading delete runs.
import type pg from 'pg';
import { SCALE_COLLECTION, SCALE_ORGANIZATION, SCALE_SUBDOMAIN } from './shape.ts';

export class ScaleRefusedError extends Error {}

// Cascading delete: children before parents, each DELETE one range of the table's promotion index, so the cascades
// behind it mostly find nothing left to do. Tables a benchmark may have filled go with the promotion row at the end.
const DELETE_ORDER = [
  'entry_activities', 'user_quiz_answers', 'work_bonuses', 'works', 'team_weekly_awards', 'team_invites', 'messages',
  'conversation_members', 'conversations', 'team_members', 'teams', 'likes', 'post_tags', 'posts', 'follows',
  'friendships', 'notifications', 'user_points', 'entries', 'user_activities', 'user_scenes', 'activity_bookmarks',
];

export interface ExistingScale {
  promotionId: number;
  participants: number;
}

export async function findExisting(pool: pg.Pool): Promise<ExistingScale | null> {
  const { rows } = await pool.query<{ id: number; participants: string }>(
    `SELECT p.id, (SELECT count(*) FROM users u WHERE u.promotion_id = p.id AND u.role = 'User') AS participants
       FROM promotions p WHERE p.subdomain = $1`,
    [SCALE_SUBDOMAIN],
  );
  return rows[0] ? { promotionId: rows[0].id, participants: Number(rows[0].participants) } : null;
}

export async function dropScale(
  pool: pg.Pool, existing: ExistingScale, options: { skipRowTriggers: boolean; log: (m: string) => void },
): Promise<void> {
  const p = existing.promotionId;
  options.log(`  dropping the previous '${SCALE_SUBDOMAIN}' promotion (${existing.participants.toLocaleString('en-US')} participants)…`);
  const plan = options.skipRowTriggers ? await planTriggerlessDrop(pool, p) : null;
  if (options.skipRowTriggers && !plan) options.log('  rows outside it point into it: dropping with the normal cascades');
  await transaction(pool, async (client) => {
    if (plan) {
      await client.query("SET LOCAL session_replication_role = 'replica'");
      for (const sql of plan) await client.query(sql, [p]);
      return;
    }
    for (const table of DELETE_ORDER) await client.query(`DELETE FROM "${table}" WHERE promotion_id = $1`, [p]);
    await client.query(`DELETE FROM profiles WHERE user_id IN (SELECT id FROM users WHERE promotion_id = $1)`, [p]);
    await client.query(`DELETE FROM users WHERE promotion_id = $1`, [p]);
    await client.query(`DELETE FROM promotions WHERE id = $1`, [p]);
  });
  // Make the deleted rows' space reusable now, so the new load fills it instead of doubling the database while it
  // waits for autovacuum (which also makes the measured size after a re-run mean what it says).
  await pool.query(`VACUUM ${[...DELETE_ORDER, 'profiles', 'users'].join(', ')}`);
}

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parent_column: string;
  on_delete: string;
  columns: number;
  child_is_referenced: boolean;
}

/**
 * The statements ($1 = the promotion) that delete everything the cascades would, or null when a row outside the
 * promotion points at one of its rows (a cascade or SET NULL there is not worth re-implementing: fall back).
 */
async function planTriggerlessDrop(pool: pg.Pool, p: number): Promise<string[] | null> {
  const { rows: keys } = await pool.query<ForeignKey>(`
    SELECT c.conrelid::regclass::text AS child, ca.attname AS column, c.confrelid::regclass::text AS parent,
           pa.attname AS parent_column, c.confdeltype AS on_delete, cardinality(c.conkey) AS columns,
           EXISTS (SELECT 1 FROM pg_constraint r WHERE r.contype = 'f' AND r.confrelid = c.conrelid) AS child_is_referenced
      FROM pg_constraint c
      JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
      JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
  // What the promotion's own cascade deletes: the rows of every table whose promotion_id cascades from it. A table
  // whose promotion_id is SET NULL or restricting instead (feedback…) must hold none of our rows.
  const byPromotion = keys.filter((k) => k.parent === 'promotions' && k.column === 'promotion_id');
  const tables = byPromotion.filter((k) => k.on_delete === 'c').map((k) => k.child);
  for (const k of byPromotion.filter((k) => k.on_delete !== 'c')) {
    if (await exists(pool, `SELECT 1 FROM ${k.child} c WHERE c.promotion_id = $1`, p)) return null;
  }
  const cleared = new Set([...tables, 'promotions']);
  const inPromotion = (table: string) => (table === 'promotions' ? 't.id = $1' : 't.promotion_id = $1');
  const cascades: string[] = [];
  for (const fk of keys.filter((k) => cleared.has(k.parent) && !byPromotion.includes(k))) {
    if (fk.columns !== 1) return null;
    const pointsIn = `EXISTS (SELECT 1 FROM ${fk.parent} t WHERE t."${fk.parent_column}" = c."${fk.column}" AND ${inPromotion(fk.parent)})`;
    if (cleared.has(fk.child)) {
      // Rows of other promotions (or of none) pointing in: read through the child's promotion index, skipping ours.
      const outside = fk.child === 'promotions' ? 'c.id <> $1' : '(c.promotion_id < $1 OR c.promotion_id > $1 OR c.promotion_id IS NULL)';
      if (await exists(pool, `SELECT 1 FROM ${fk.child} c WHERE ${outside} AND ${pointsIn}`, p)) return null;
    } else if (fk.on_delete === 'c' && !fk.child_is_referenced) {
      // A cascade child without a promotion (profiles, a report's filters…): its rows go with their parent.
      cascades.push(`DELETE FROM ${fk.child} c WHERE ${pointsIn}`);
    } else if (await exists(pool, `SELECT 1 FROM ${fk.child} c WHERE ${pointsIn}`, p)) {
      return null;
    }
  }
  return [...cascades, ...tables.map((t) => `DELETE FROM ${t} WHERE promotion_id = $1`), 'DELETE FROM promotions WHERE id = $1'];
}

async function exists(pool: pg.Pool, sql: string, p: number): Promise<boolean> {
  return (await pool.query(`SELECT EXISTS (${sql}) AS found`, [p])).rows[0].found as boolean;
}

async function transaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The scale run's library rows (organization, scene collection, scenes) that no promotion uses any more. */
export async function dropOrphans(pool: pg.Pool): Promise<void> {
  await pool.query(
    `DELETE FROM organizations o WHERE o.name = $1 AND NOT EXISTS (SELECT 1 FROM promotions p WHERE p.organization_id = o.id)`,
    [SCALE_ORGANIZATION],
  );
  await pool.query(
    `DELETE FROM scene_collections c WHERE c.name = $1 AND NOT EXISTS (SELECT 1 FROM promotions p WHERE p.collection_id = c.id)`,
    [SCALE_COLLECTION],
  );
  await pool.query(
    `DELETE FROM scenes s WHERE s.name LIKE 'Scale %'
        AND NOT EXISTS (SELECT 1 FROM scene_collection_scenes c WHERE c.scene_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM user_scenes u WHERE u.scene_id = s.id)`,
  );
}
