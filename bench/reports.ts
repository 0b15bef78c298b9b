// The reports export benchmark (issue 16 "Performance"): a Simple report of every participant of the 100,000-participant
// scale promotion (first and last name, email, location, registration day), streamed as CSV by the export's own code
// path (server/reports/export.ts: the sandbox's cursor, csv-stringify, formula neutralisation), read to the end.
// Targets: ≤ 5 s for the whole file; < 150 MB extra memory (peak RSS of this process, sampled every 20 ms, minus the
// RSS before the export), which is what the web server spends on one export.
//
//   DATABASE_URL=… npx tsx --conditions=react-server bench/reports.ts
//
// REPORTS_BENCH_PROMOTION_ID runs it on another promotion (default: the one with subdomain 'scale'); REPORTS_BENCH_RUNS
// repeats it (default 3; the best and the worst are printed).
import 'dotenv/config';
import pg from 'pg';
import { SCALE_SUBDOMAIN } from './setup.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'location', 'created_at'];
const RUNS = Number(process.env.REPORTS_BENCH_RUNS ?? 3);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database holding the scale promotion (npm run db:seed:scale).');
  process.env.AUTH_SECRET ??= 'bench-secret-that-is-long-enough-0123456789abcdef';
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const id = process.env.REPORTS_BENCH_PROMOTION_ID
    ? Number(process.env.REPORTS_BENCH_PROMOTION_ID)
    : (await pool.query<{ id: number }>('SELECT id FROM promotions WHERE subdomain = $1', [SCALE_SUBDOMAIN])).rows[0]?.id;
  if (!id) throw new Error(`No promotion '${SCALE_SUBDOMAIN}': run npm run db:seed:scale first.`);
  const known = (await pool.query<{ name: string }>('SELECT name FROM report_fields WHERE promotion_id IS NULL')).rows.map((r) => r.name);
  const missing = FIELDS.filter((f) => !known.includes(f));
  if (missing.length) throw new Error(`The report field catalogue lacks ${missing.join(', ')} (npm run db:seed adds it).`);
  await pool.end();

  const { exportReport } = await import('../server/reports/export.ts');
  const { closeReportPool } = await import('../server/reports/sandbox.ts');
  // A warm server: the modules and a pool connection are loaded before the first measured export.
  const warm = await exportReport({ id: 0, role: 'Master', location_id: null }, { promotion_id: id, report_id: 'new', is_custom: true, report_type: 'Simple', fields: FIELDS, filters: [{ field: 'email', sign: 'is', value: 'nobody' }], min_date: null, max_date: null, top_level_location: null, location: null, evaluation_definition_id: null }, 'warm-up');
  await warm.text();
  const results: { ms: number; rows: number; mb: number; extraMb: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await exportReport(
      { id: 0, role: 'Master', location_id: null },
      { promotion_id: id, report_id: 'new', is_custom: true, report_type: 'Simple', fields: FIELDS, filters: [], min_date: null, max_date: null, top_level_location: null, location: null, evaluation_definition_id: null },
      'all-participants',
    );
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const b of chunk.value) if (b === 10) lines++;
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    results.push({ ms, rows: lines - 1, mb: bytes / 1024 / 1024, extraMb: (peak - base) / 1024 / 1024 });
    console.log(`[bench reports] run ${run + 1}: ${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV in ${(ms / 1000).toFixed(2)} s; extra memory ${((peak - base) / 1024 / 1024).toFixed(0)} MB`);
  }
  await closeReportPool();
  const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstMem = Math.max(...results.map((r) => r.extraMb));
  console.log(`[bench reports] export of all participants: worst ${(worst.ms / 1000).toFixed(2)} s (target ≤ 5 s) ${worst.ms <= 5000 ? 'OK' : 'OVER'}; extra memory ${worstMem.toFixed(0)} MB (target < 150 MB) ${worstMem < 150 ? 'OK' : 'OVER'}`);
}

await main();
