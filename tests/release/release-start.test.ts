// The release runs with plain node (docs/deployment.md "The release"): its entry points, started as the image starts
// them, with only Node 24 on the PATH, against a fresh database: migrate applies the schema (and no demo data),
// web + sidecar + worker come up, /api/ready answers 200 with every part ok, and the image's health check agrees.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, freshDatabase, productionEnv, releaseDir, runRole, startRole, waitForStatus, type ReleaseProcess } from './support/release';

const running: ReleaseProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
});

describe('the release, with plain node', () => {
  it('carries no dev tooling: no tsx, TypeScript, esbuild, vitest or Prisma CLI in its node_modules', () => {
    const modules = path.join(releaseDir(), 'node_modules');
    expect(existsSync(path.join(modules, 'next/package.json'))).toBe(true);
    for (const dev of ['tsx', 'typescript', 'esbuild', 'vitest', 'prisma', 'eslint', '@playwright/test']) {
      expect(existsSync(path.join(modules, dev)), `${dev} in the release`).toBe(false);
    }
    expect(readdirSync(releaseDir())).toEqual(expect.arrayContaining(['web.mjs', 'sidecar.mjs', 'worker.mjs', 'migrate.mjs', 'seed.mjs', 'entrypoint.sh', 'release.json']));
  });

  it('migrates a fresh database, starts web, sidecar and worker, and answers /api/ready with 200', async () => {
    const databaseUrl = await freshDatabase('start');
    const [port, socketPort] = [await freePort(), await freePort()];
    const settings = {
      DATABASE_URL: databaseUrl, PORT: String(port), SOCKET_PORT: String(socketPort), WEB_CONCURRENCY: '1', HOSTNAME_BIND: '127.0.0.1',
    };

    const migrate = await runRole('migrate', productionEnv(settings));
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toMatch(/migration\(s\) applied/);
    // No demo data without SEED_DEMO=1: its accounts share a published password.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    await client.end();
    expect(rows[0]!.count).toBe(0);

    const web = startRole('web', productionEnv(settings));
    const sidecar = startRole('sidecar', productionEnv(settings));
    const worker = startRole('worker', productionEnv(settings));
    running.push(web, sidecar, worker);

    const ready = await waitForStatus(`http://127.0.0.1:${port}/api/ready`, 200, web, [sidecar, worker]);
    const body = (await ready.json()) as { status: string; checks: Record<string, { state: string }> };
    expect(body.status).toBe('ready');
    expect(Object.fromEntries(Object.entries(body.checks).map(([name, part]) => [name, part.state]))).toEqual({
      database: 'ok', migrations: 'ok', worker: 'ok', sidecar: 'ok',
    });

    // Every process is node running a bundle of the release: nothing went through tsx.
    for (const server of [web, sidecar, worker]) {
      const command = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(path.basename(command[0]!)).toBe('node');
      expect(command.join(' ')).not.toMatch(/tsx/);
      expect(command.at(-1)).toMatch(new RegExp(`^${releaseDir()}/(web|sidecar|worker)\\.mjs$`));
    }

    // The browser's files come from the release too: Next's static chunks and public/.
    const chunks = readdirSync(path.join(releaseDir(), '.next/static/chunks')).filter((f) => f.endsWith('.js'));
    expect((await fetch(`http://127.0.0.1:${port}/_next/static/chunks/${chunks[0]}`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/sw.js`)).status).toBe(200);

    // The image's HEALTHCHECK (entrypoint.sh healthcheck) in each process's "container".
    for (const server of [web, sidecar, worker]) {
      const check = await runRole('healthcheck', server.env);
      expect(check.code, check.output).toBe(0);
    }

    for (const server of [web, sidecar, worker]) {
      await server.stop();
      expect(server.child.exitCode, server.output()).toBe(0);
    }
  });

  it('seeds the demo data only when SEED_DEMO=1, and refuses an unknown role', async () => {
    const databaseUrl = await freshDatabase('seed_demo');
    const migrate = await runRole('migrate', productionEnv({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' }));
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toMatch(/SEED_DEMO=1 and the database is empty: seeding the demo data/);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ email: string }>(`SELECT email FROM users WHERE email = 'participant@example.com'`);
    await client.end();
    expect(rows).toHaveLength(1);

    const unknown = await runRole('webserver', productionEnv({}));
    expect(unknown.code).toBe(64);
    expect(unknown.output).toMatch(/usage: entrypoint\.sh web\|sidecar\|worker\|migrate\|seed\|healthcheck/);
  });
});

