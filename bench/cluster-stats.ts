// Database work per coordinator Stats request with two web processes on one database (docs/benchmarks.md "Stats
// across processes"): two real processes (tests/helpers/route-node.ts, each with its own memory, counting every SQL
// statement it sends) serve GET /api/promotions/{id}/stats. One period of the 60 s cache: each process's first
// request (what every process does once the figures expire), then warm requests.
//   DATABASE_URL=<a migrated scratch database> AUTH_SECRET=… tsx --conditions=react-server bench/cluster-stats.ts [--root <checkout>] [--participants 300]
// --root runs the processes from another checkout (a worktree of an older commit measures "before").
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createPromotion, createUser, signInCookie } from '../tests/helpers/factories';
import { logActivity } from '../tests/helpers/journey-factories';
import { db } from '@/server/db';
import { addDays, todayIn } from '@/lib/promotion-dates';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const ROOT = path.resolve(arg('root', path.resolve(import.meta.dirname, '..')));
const PARTICIPANTS = Number(arg('participants', '300'));
const WARM = 9;

function startNode(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'tests/helpers/route-node.ts'], {
    cwd: ROOT, env: { ...process.env, RENEW_SILENT_LOGS: '1' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (c: Buffer) => {
      text += c.toString();
      const m = /ready on (\d+)/.exec(text);
      if (m) resolve({ port: Number(m[1]), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`route node exited (${code}): ${text}`)));
  });
}

async function post(port: number, url: string, body?: unknown): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  return response.json();
}

async function main() {
  const p = await createPromotion();
  const coordinator = await createUser({ promotionId: p.id, role: 'Coordinator' });
  const cookie = await signInCookie(coordinator, { promotionId: p.id });
  const people = await Promise.all(Array.from({ length: PARTICIPANTS }, () => createUser({ promotionId: p.id })));
  // Some logged days, so the aggregates have rows to read.
  for (const [i, person] of people.entries()) {
    if (i % 3 === 0) await logActivity(person, { category: i % 2 ? 'create_calm' : 'boost_happiness', day: addDays(todayIn('America/New_York'), -(i % 7)) });
  }

  const [a, b] = [await startNode(), await startNode()];
  const stats = { route: 'promotions/[id]/stats', host: p.host, path: `/api/promotions/${p.id}/stats`, cookie, params: { id: String(p.id) } };
  const measure = async (node: { port: number }, times: number) => {
    await post(node.port, '/statements');
    for (let i = 0; i < times; i++) {
      const answer = await post(node.port, '/call', stats);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer));
    }
    return (await (await fetch(`http://127.0.0.1:${node.port}/statements`)).json()).count as number;
  };
  const aCold = await measure(a, 1);
  const bCold = await measure(b, 1);
  const aWarm = await measure(a, WARM);
  const bWarm = await measure(b, WARM);
  // The same request's fixed part (session, promotion, scope) without the Stats work: a request the route refuses
  // after authenticating would differ, so the warm requests stand for it.
  console.log(`root ${ROOT}, ${PARTICIPANTS} participants`);
  console.log(`process A, first request of the period: ${aCold} statements`);
  console.log(`process B, first request of the period: ${bCold} statements`);
  console.log(`A, ${WARM} warm requests: ${aWarm} statements (${(aWarm / WARM).toFixed(1)} each)`);
  console.log(`B, ${WARM} warm requests: ${bWarm} statements (${(bWarm / WARM).toFixed(1)} each)`);
  console.log(`per period, 2 processes, ${1 + WARM} requests each: ${aCold + bCold + aWarm + bWarm} statements`);
  a.stop();
  b.stop();
  await db.$disconnect();
}

await main();
