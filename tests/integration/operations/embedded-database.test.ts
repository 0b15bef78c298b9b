// The embedded database is shared, never pulled from under the product (docs/operations.md "One embedded database"):
// a stand-in for `npm start` holds the embedded server, each database command runs beside it as a real process, and
// the first server must still answer with the same postmaster afterwards. A hard-killed holder leaves a true leftover,
// which the next command stops and replaces. A second `npm start` refuses with where the first runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedEnv, freePort, runScript, scratchDir, spawnScript, type Spawned } from '../../helpers/processes';
import { isAlive } from '../../../scripts/lib/embedded-postgres';
import { claimInstance } from '../../../scripts/lib/instance';

const scratch = scratchDir('ops-embedded');
const dataDir = path.join(scratch.dir, 'pg');
let env: NodeJS.ProcessEnv;
let holder: Spawned;
let url = '';

function postmasterPid(): number {
  const file = path.join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0;
}

async function answers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  env = embeddedEnv({ EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
  holder = spawnScript(['tests/helpers/hold-embedded-database.ts'], env);
  url = (await holder.waitForLine(/^READY /)).slice('READY '.length).trim();
}, 120_000);

afterAll(async () => {
  // tsx runs the holder in a child process: end the registered one too, or it outlives a failed test.
  const clients = existsSync(`${dataDir}.clients`) ? readdirSync(`${dataDir}.clients`) : [];
  for (const file of clients) {
    const pid = Number(file.replace('.json', ''));
    if (pid !== process.pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (holder?.child.exitCode === null) holder.child.kill('SIGKILL');
  const pid = postmasterPid();
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  scratch.remove();
});

describe('database commands beside a running product', () => {
  const commands: [string, string[]][] = [
    ['npm run db:migrate', ['scripts/migrate.ts']],
    ['npm run db:seed', ['prisma/seed/index.ts']],
    ['npm run db:seed:scale', ['prisma/seed/scale.ts', '--participants', '60']],
    ['npm run db:migration:create', ['scripts/create-migration.ts', 'ops_check', '--dry-run']],
    // The embedded server is newer than the system's pg_dump (if any): the built-in backup runs.
    ['npm run db:backup', ['scripts/backup.ts', '--dir', path.join(scratch.dir, 'backups')]],
  ];

  it.each(commands)('%s uses the live server and leaves it running', async (_name, args) => {
    const before = postmasterPid();
    expect(isAlive(before)).toBe(true);
    const result = await runScript(args, env);
    expect(result.output).not.toMatch(/stopping it/);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Using the embedded PostgreSQL already running for hold-embedded-database\.ts/);
    expect(postmasterPid()).toBe(before);
    expect(await answers(url)).toBe(true);
  }, 240_000);

  it('a hard kill of the holder leaves a leftover, which the next command stops and replaces', async () => {
    const leftover = postmasterPid();
    // tsx runs the script in a child process: the registered pid is that one, and both die as in a hard kill.
    const registered = readdirSync(`${dataDir}.clients`).map((f) => Number(f.replace('.json', '')));
    expect(registered.length).toBe(1);
    process.kill(registered[0], 'SIGKILL');
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(isAlive(leftover)).toBe(true); // the postmaster outlives a hard kill of its owner

    const result = await runScript(['scripts/migrate.ts', '--no-seed'], env);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`Found a PostgreSQL server (pid ${leftover}) left running by an earlier run that no longer exists; stopping it.`);
    expect(isAlive(leftover)).toBe(false);
    // The command started its own server and, being its only user, stopped it when done.
    expect(postmasterPid()).toBe(0);
    expect(await answers(url)).toBe(false);
  }, 120_000);
});

describe('one npm start per checkout', () => {
  it('a second npm start says where the first runs and exits non-zero', async () => {
    const runDir = path.join(scratch.dir, 'run');
    mkdirSync(runDir, { recursive: true });
    // The "first" instance: this test process, alive, on a made-up address.
    writeFileSync(path.join(runDir, 'renew.json'), JSON.stringify({ pid: process.pid, mode: 'production', url: 'http://localhost:3999', since: '2026-01-01T00:00:00.000Z' }));
    const result = await runScript(['scripts/start.ts'], {
      ...env,
      RENEW_RUN_DIR: runDir,
      AUTH_SECRET: 'short', // should the check ever let it through, the weak secret stops it before anything starts
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Renew is already running in this checkout (npm start, pid ${process.pid}`);
    expect(result.output).toContain('on http://localhost:3999');
  }, 60_000);

  it('a claim left by a process that is gone is taken over', () => {
    const runDir = path.join(scratch.dir, 'run-stale');
    mkdirSync(runDir, { recursive: true });
    writeFileSync(path.join(runDir, 'renew.json'), JSON.stringify({ pid: 2 ** 22 + 12345, mode: 'dev', url: 'http://x', since: '' }));
    const claim = claimInstance(runDir, 'renew', { mode: 'production', url: 'http://localhost:3000' });
    expect(claim.ok).toBe(true);
    const second = claimInstance(runDir, 'renew', { mode: 'production', url: 'http://localhost:3000' });
    expect(second.ok).toBe(true); // the same process may claim again (its own pid)
    if (claim.ok) claim.release();
    expect(existsSync(path.join(runDir, 'renew.json'))).toBe(false);
  });
});
