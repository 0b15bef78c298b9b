// npm run bench:eligibility — the eligibility file job on a 100,000-row CSV (docs/admin-eligibility-and-locations.md
// "Measurements"): the upload's scan, a first processing (all inserts) and a second one (all updates), each timed,
// with the process's peak RSS and heap above the baseline sampled every 50 ms while the job runs. The job streams
// the file and holds one batch at a time, so the peaks should not grow with the file.
//
// Environment: BENCH_PG_SERVER (a PostgreSQL server URL: a scratch database renew_bench_eligibility is made and
// migrated there), else DATABASE_URL / the embedded database of npm start (a throwaway promotion is made and removed);
// BENCH_ELIGIBILITY_ROWS (100000); BENCH_BAD_EVERY (a bad row every N rows, 100).
import 'dotenv/config';
import { mkdtempSync, createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { recreateDatabase } from '../scripts/lib/e2e-database.ts';
import { applyMigrations } from '../scripts/lib/migrations.ts';
import { benchDatabase } from './setup.ts';

const log = (m: string) => console.log(`[bench:eligibility] ${m}`);
const ROWS = Number(process.env.BENCH_ELIGIBILITY_ROWS ?? 100_000);
const BAD_EVERY = Number(process.env.BENCH_BAD_EVERY ?? 100);
const MB = 1024 * 1024;

async function writeCsv(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('Employee ID,First Name,Last Name,Email\n');
  for (let i = 1; i <= ROWS; i++) {
    const bad = i % BAD_EVERY === 0;
    const line = bad ? `,No,Identifier ${i},x${i}@example.com\n` : `E-${String(i).padStart(7, '0')},First${i},"Last, ${i}",person${i}@example.com\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Peak RSS and heap above the values when it started, sampled every 50 ms while `work` runs. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    log(`${label}: ${seconds.toFixed(1)} s, peak RSS +${((peakRss - base.rss) / MB).toFixed(0)} MB (${(peakRss / MB).toFixed(0)} MB), peak heap +${((peakHeap - base.heapUsed) / MB).toFixed(0)} MB`);
  }
}

async function main() {
  let stop = async () => {};
  if (process.env.BENCH_PG_SERVER) {
    const url = await recreateDatabase(process.env.BENCH_PG_SERVER, 'renew_bench_eligibility');
    await applyMigrations(url, () => {});
    process.env.DATABASE_URL = url;
  } else {
    const database = await benchDatabase(log);
    process.env.DATABASE_URL = database.url;
    stop = database.stop;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-eligibility-'));
  process.env.UPLOADS_DIR = dir;
  process.env.AUTH_SECRET ??= 'bench-eligibility-secret-not-for-sessions-0123456789';
  // Loaded after DATABASE_URL and UPLOADS_DIR are set (server/db.ts and lib/env.ts read them once).
  const { db } = await import('../server/db.ts');
  await import('../server/composition/wire.ts'); // the product's event handlers, as every process wires them at start
  const { uploadEligibilityFile } = await import('../server/eligibility/files.ts');
  const { processEligibilityFile } = await import('../server/eligibility/process.ts');

  const csv = path.join(dir, 'roster.csv');
  await writeCsv(csv);
  log(`${ROWS} rows, ${(statSync(csv).size / MB).toFixed(1)} MB, a bad row every ${BAD_EVERY}`);
  const organization = await db.organization.create({ data: { name: 'Bench eligibility' } });
  const promotion = await db.promotion.create({
    data: { name: 'Bench eligibility', subdomain: `bench-elig-${Date.now()}`, websocket_channel: `bench_elig_${Date.now()}`, organization_id: organization.id, starts_on: new Date(), ends_on: new Date(Date.now() + 41 * 86_400_000), launch_on: new Date() },
  });
  const master = await db.user.create({ data: { email: `bench-eligibility-${Date.now()}@example.com`, role: 'Master', password_hash: 'x' } });
  try {
    const bytes = readFileSync(csv);
    const file = await measured('upload scan (count + preview)', () => uploadEligibilityFile({ actorId: master.id, ip: null }, promotion.id, { name: 'roster.csv', bytes }));
    const mapping = file.preview.mapping;
    for (const pass of ['first processing (inserts)', 'second processing (updates)']) {
      await db.eligibilityFile.update({ where: { id: file.id }, data: { status: 'processing', rows_processed: 0, errors: [] } });
      const result = await measured(pass, () => processEligibilityFile(file.id, mapping));
      log(`  → ${result.status}, ${result.rowsProcessed} rows, ${result.errors} row errors; ${await db.eligibility.count({ where: { promotion_id: promotion.id } })} records`);
    }
  } finally {
    await db.promotion.delete({ where: { id: promotion.id } });
    await db.organization.delete({ where: { id: organization.id } });
    await db.auditEvent.deleteMany({ where: { actor_id: master.id } });
    await db.user.delete({ where: { id: master.id } });
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
