// The set-based half of bulkInsert's bargain: when the per-row foreign-key triggers were skipped, every foreign key
// of every bulk-filled table is checked here over the scale promotion's rows, as ALTER TABLE … VALIDATE CONSTRAINT
// would (MATCH SIMPLE: a row with a null key column is not checked). A violation is a generator bug: the run fails.
import type { ScaleContext, ScaleIds } from './context.ts';
import { int } from './sql.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  child_columns: string[];
  parent_columns: string[];
  child_has_promotion: boolean;
}

/** Tables without a promotion_id column that bulkInsert fills, and how to find the scale promotion's rows in them. */
const SCOPE_WITHOUT_PROMOTION: Record<string, (promotionId: string) => string> = {
  profiles: (p) => `c.user_id IN (SELECT id FROM users WHERE promotion_id = ${p})`,
};

/** What the check needs of a run: its pool, the promotion and the bulk-filled tables. */
export type ValidationInput = Pick<ScaleContext, 'pool' | 'bulkTables'> & { ids: Pick<ScaleIds, 'promotionId'> };

export async function validateForeignKeys(ctx: ValidationInput): Promise<number> {
  const { rows: keys } = await ctx.pool.query<ForeignKey>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array_agg(ca.attname::text ORDER BY k.i) AS child_columns, array_agg(pa.attname::text ORDER BY k.i) AS parent_columns,
            EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = c.conrelid AND x.attname = 'promotion_id' AND NOT x.attisdropped)
              AS child_has_promotion
       FROM pg_constraint c
       CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(child_key, parent_key, i)
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = k.child_key
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = k.parent_key
      WHERE c.contype = 'f' AND c.conrelid = ANY($1::regclass[])
      GROUP BY c.oid, c.conname, c.conrelid, c.confrelid
      ORDER BY c.conrelid::regclass::text, c.conname`,
    [[...ctx.bulkTables]],
  );
  const p = int(ctx.ids.promotionId);
  const statements = keys.map((fk) => {
    const scope = fk.child_has_promotion ? `c.promotion_id = ${p}` : SCOPE_WITHOUT_PROMOTION[fk.child]?.(p);
    if (!scope) throw new Error(`validateForeignKeys: no way to find the scale rows of ${fk.child}`);
    const present = fk.child_columns.map((col) => `c."${col}" IS NOT NULL`).join(' AND ');
    const match = fk.child_columns.map((col, i) => `t."${fk.parent_columns[i]}" = c."${col}"`).join(' AND ');
    return {
      fk,
      sql: `SELECT count(*) AS missing FROM ${fk.child} c
             WHERE ${scope} AND ${present} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} t WHERE ${match})`,
    };
  });

  const violations: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < statements.length) {
      const { fk, sql } = statements[next++];
      const missing = Number((await ctx.pool.query<{ missing: string }>(sql)).rows[0].missing);
      if (missing > 0) violations.push(`${fk.name}: ${missing} ${fk.child} rows point at no ${fk.parent} row`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (violations.length) throw new Error(`The generated rows break foreign keys:\n  ${violations.join('\n  ')}`);
  return statements.length;
}
