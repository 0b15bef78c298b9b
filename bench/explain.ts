// tsx bench/explain.ts — EXPLAIN (ANALYZE, BUFFERS) of the leaderboard SQL on the 'scale' promotion, to check that
// every call is an index range and not a rank of everyone (docs/benchmarks.md "Query plans").
import 'dotenv/config';
import pg from 'pg';
import { benchDatabase, BenchRefused, findScale } from './setup.ts';
import {
  INDIVIDUAL_COUNT_SQL, INDIVIDUAL_PAGE_SQL, LOCATION_TOTALS_SQL, MY_SCORE_SQL, SCORE_HISTOGRAM_SQL, TEAM_COUNT_SQL, TEAM_PAGE_SQL,
} from '../server/leaderboards/sql.ts';

async function main() {
  const database = await benchDatabase(console.log);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const scale = await findScale(pool);
    const p = scale.id;
    // A participant in the middle of the table: the median own-rank count.
    const { rows: [mid] } = await pool.query(
      'SELECT user_id, total_points FROM user_points WHERE promotion_id = $1 ORDER BY total_points DESC, user_id OFFSET (SELECT count(*) / 2 FROM user_points WHERE promotion_id = $1) LIMIT 1',
      [p],
    );
    const { rows: [competition] } = await pool.query('SELECT id FROM competitions WHERE promotion_id = $1 LIMIT 1', [p]);
    const { rows: locations } = await pool.query('SELECT id FROM locations WHERE promotion_id = $1', [p]);

    const plans: [string, string, unknown[]][] = [
      ['own score and ties ahead of the median participant (MY_SCORE_SQL)', MY_SCORE_SQL, [p, mid.user_id]],
      ['score histogram, refreshed every 2 s per process (SCORE_HISTOGRAM_SQL)', SCORE_HISTOGRAM_SQL, [p]],
      ['board page 1 with ranks (INDIVIDUAL_PAGE_SQL)', INDIVIDUAL_PAGE_SQL, [p, 50, 0, null, null]],
      ['board page 20 with ranks (INDIVIDUAL_PAGE_SQL)', INDIVIDUAL_PAGE_SQL, [p, 50, 950, null, null]],
      ['board page 1 of a region (INDIVIDUAL_PAGE_SQL, location filter)', INDIVIDUAL_PAGE_SQL, [p, 50, 0, locations.slice(0, 5).map((l) => l.id), null]],
      ['total_records (INDIVIDUAL_COUNT_SQL, cached 10 s when large)', INDIVIDUAL_COUNT_SQL, [p, null, null]],
      ['team board page 1 (TEAM_PAGE_SQL)', TEAM_PAGE_SQL, [p, competition?.id ?? 0, 50, 0, null, null]],
      ['team board total_records (TEAM_COUNT_SQL)', TEAM_COUNT_SQL, [p, competition?.id ?? 0, null, null]],
      ['location board totals (LOCATION_TOTALS_SQL)', LOCATION_TOTALS_SQL, [p, locations.map((l) => l.id)]],
    ];
    for (const [title, sql, params] of plans) {
      await pool.query(sql, params); // warm
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      console.log(`\n=== ${title}`);
      for (const r of rows) console.log(r['QUERY PLAN']);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchRefused ? error.message : error);
  process.exit(1);
});
