// The coordinator dashboard's reads at the scale promotion (docs/coordinator-dashboard.md "Performance"): the user
// table (first page, a sort by a count, a page deep into a name sort, a search by name) and the Stats tab, timed
// in-process through the same services the route handlers call (database and service work; the HTTP layer around it
// is what `npm run bench` measures for the participant calls).
//   DATABASE_URL=… AUTH_SECRET=… tsx --conditions=react-server bench/coordinator.ts [--promotion <subdomain>] [--runs 200]
// Targets: user table p95 <= 50 ms; stats tab p95 <= 100 ms (served from its 60 s cache after the first call, whose
// cold time is printed on its own).
import { performance } from 'node:perf_hooks';
import { db } from '@/server/db';
import { promotionById } from '@/server/tenancy/promotion-context';
import { actorOf } from '@/server/auth/actor';
import { coordinatorScope } from '@/server/coordinator/context';
import { participantPage } from '@/server/coordinator/participants';
import { clearStatsCache, coordinatorStats } from '@/server/coordinator/stats';
import { participantsQuerySchema } from '@/lib/coordinator/schemas';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const SUBDOMAIN = arg('promotion', 'scale');
const RUNS = Number(arg('runs', '200'));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(label: string, target: number, call: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await call(i); // warm-up: plans, pool, caches
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  console.log(`${label.padEnd(58)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}  p99 ${percentile(samples, 99).toFixed(1).padStart(6)} ms  ${p95 <= target ? 'ok  ' : 'MISS'} p95 <= ${target}`);
}

async function main() {
  const row = await db.promotion.findFirst({ where: { subdomain: SUBDOMAIN }, select: { id: true } });
  if (!row) throw new Error(`No promotion '${SUBDOMAIN}'. Generate it first: npm run db:seed:scale -- --participants 100000`);
  const promotion = (await promotionById(row.id))!;
  const coordinator = await db.user.findFirst({ where: { promotion_id: row.id, role: 'Coordinator' }, select: { id: true, role: true, promotion_id: true, reseller_id: true, location_id: true } })
    ?? (await db.user.findFirst({ where: { role: 'Master' }, select: { id: true, role: true, promotion_id: true, reseller_id: true, location_id: true } }));
  if (!coordinator) throw new Error('No coordinator of the promotion (nor a master) to read as.');
  const scope = await coordinatorScope(promotion, { actor: actorOf(coordinator), locationId: coordinator.location_id });
  const participants = await db.user.count({ where: { promotion_id: row.id } });
  // What people type: three letters of a first name (broad: thousands match) and the start of an address (narrow).
  const sample = await db.user.findMany({ where: { promotion_id: row.id }, select: { email: true, profile: { select: { first_name: true } } }, take: 50, skip: 1000 });
  const names = sample.flatMap((u) => [(u.profile?.first_name ?? 'Ann').slice(0, 3), u.email.slice(0, 8)]).filter((n) => n.length >= 3);
  const q = (o: Record<string, unknown>) => participantsQuerySchema.parse(o);
  console.log(`Coordinator dashboard — promotion '${SUBDOMAIN}', ${participants.toLocaleString('en-US')} users, ${RUNS} runs each`);

  await time('user table: first page (last name)', 50, () => participantPage(promotion, scope, q({})));
  await time('user table: sort by activities logged, descending', 50, () => participantPage(promotion, scope, q({ sort: 'activities_logged', dir: 'desc' })));
  const deep = await participantPage(promotion, scope, q({ sort: 'first_name', page_size: 200 }));
  await time('user table: next page by cursor (first name)', 50, () => participantPage(promotion, scope, q({ sort: 'first_name', cursor: deep.meta.next_cursor ?? undefined })));
  await time('user table: search (3 letters of a name, or an address start)', 50, (i) => participantPage(promotion, scope, q({ q: names[i % Math.max(1, names.length)] ?? 'ann' })));

  await clearStatsCache();
  const cold = performance.now();
  await coordinatorStats(promotion, scope, undefined);
  console.log(`${'stats tab: first call (cold, computed)'.padEnd(58)} ${(performance.now() - cold).toFixed(0)} ms`);
  await time('stats tab (cached 60 s per promotion and reach)', 100, () => coordinatorStats(promotion, scope, undefined));
  await db.$disconnect();
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await db.$disconnect();
  process.exit(1);
});
