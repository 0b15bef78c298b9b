// The maintenance state seen in a browser during a real database outage (docs/operations.md "When the database is
// down"). A second web process runs the run's production build with its database reached through a TCP relay the
// test controls: the relay starts closed (connections refused, as when PostgreSQL is down or restarting), so a
// participant page fails in its root layout and shows "Renew is taking a short break"; then the relay opens and the
// page reloads by itself into the real page, with no click.
import { devices, expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { seriousViolations } from './support/axe';

const ROOT = path.resolve(import.meta.dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = path.join(ROOT, 'tests/screenshots');

/** The run's database server (scripts/lib/e2e-database.ts), as host and port for the relay, and the database name. */
function e2eDatabase(): { host: string; port: number; url: (port: number) => string } {
  const name = process.env.E2E_DATABASE ?? `renew_e2e_${E2E_PORT}`;
  const server = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_TEST_PG_PORT ?? 54330}/postgres`);
  return {
    host: server.hostname,
    port: Number(server.port || 5432),
    url: (port) => {
      const url = new URL(server);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

/** A TCP relay to the database that refuses connections until open() and drops every open one on close(). */
function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  return {
    open: (port: number) => new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => { sockets.delete(s); client.destroy(); upstream.destroy(); });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    }),
    close: () => new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      if (!server) return resolve();
      server.close(() => resolve());
    }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The release's web server (the one the run's `npm start --e2e` built: release/, or release-e2e-<port> on its own port). */
async function startWeb(port: number, databaseUrl: string): Promise<ChildProcess> {
  const release = path.join(ROOT, process.env.E2E_PORT ? `release-e2e-${E2E_PORT}` : 'release');
  const child = spawn(process.execPath, [path.join(release, 'web.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production', PORT: String(port), APP_HOST: 'localhost', DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1',
      AUTH_SECRET: randomBytes(32).toString('base64'), NEXT_TELEMETRY_DISABLED: '1', RENEW_SILENT_LOGS: '1',
    },
    stdio: 'ignore',
  });
  // Liveness answers without the database (GET /api/health): the process is up.
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  return child;
}

test.describe('a database outage seen in the browser', () => {
  let web: ChildProcess | undefined;
  const database = e2eDatabase();
  const relay = databaseRelay(database);

  test.afterAll(async () => {
    web?.kill('SIGTERM');
    await relay.close();
  });

  test('a participant page shows the maintenance state, passes axe, and comes back by itself', async ({ browser }) => {
    test.setTimeout(240_000);
    const [webPort, relayPort] = [await freePort(), await freePort()];
    web = await startWeb(webPort, database.url(relayPort)); // the relay is not listening yet: the database is "down"
    mkdirSync(SHOTS, { recursive: true });

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await desktop.newPage();
    await page.goto(`http://acme.localhost:${webPort}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renew is taking a short break' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText(/This page will reload by itself as soon as we are back\./);
    await expect(page.getByRole('button', { name: 'Try now' })).toBeVisible();
    await expect(page.getByText(/Oops|Something went wrong/i)).toHaveCount(0);
    expect(await page.title()).toBe('Renew');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'maintenance-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Try now' }).click(); // still down: the same state, no error
    await expect(page.getByRole('heading', { level: 1, name: 'Renew is taking a short break' })).toBeVisible();

    // A phone: a mobile browser honours the page's viewport meta, which the maintenance document must carry too.
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const mobile = await phone.newPage();
    await mobile.goto(`http://acme.localhost:${webPort}/`);
    await expect(mobile.getByRole('heading', { level: 1, name: 'Renew is taking a short break' })).toBeVisible({ timeout: 30_000 });
    // Without a viewport meta a phone lays the page out 980 px wide and shrinks it.
    expect(await mobile.evaluate(() => window.innerWidth)).toBeLessThan(500);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(mobile)).toEqual([]);
    await mobile.screenshot({ path: path.join(SHOTS, 'maintenance-phone.png'), fullPage: true });

    // The database is back: the page notices on its next check and reloads into the real page.
    await relay.open(relayPort);
    await expect(mobile.getByRole('heading', { name: 'Renew is taking a short break' })).toHaveCount(0, { timeout: 60_000 });
    await expect(mobile.locator('main')).toBeVisible();
    await mobile.screenshot({ path: path.join(SHOTS, 'maintenance-recovered-phone.png'), fullPage: true });
    await desktop.close();
    await phone.close();
  });
});
