// A stale postmaster.pid whose pid now belongs to an unrelated process (after a reboot, or a long time) must never make
// that process look like the embedded server (docs/operations.md "One embedded database"): not live, not a leftover to
// stop. The postmaster's identity is its command line (postgres with -D <dataDir>) and, to be live, its answer on its
// port (SHOW data_directory). The positive case uses the test run's own PostgreSQL server.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { scratchDir } from '../../helpers/processes';
import { inspectEmbeddedServer, isAlive, isPostmasterOf, servesDataDirectory } from '../../../scripts/lib/embedded-postgres';
import { withDatabase } from '../../../scripts/lib/database-url';

const scratch = scratchDir('ops-identity');
const strangers: ChildProcess[] = [];

/** An unrelated long-lived process: the one a reused pid would name. */
function stranger(): number {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  strangers.push(child);
  return child.pid!;
}

/** A data directory whose postmaster.pid names `pid` on `port` (the file's first and fourth lines). */
function staleDataDir(name: string, pid: number, port: number, clients: number[] = []): string {
  const dataDir = path.join(scratch.dir, name);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n1700000000\n${port}\n/tmp\n127.0.0.1\n`);
  mkdirSync(`${dataDir}.clients`, { recursive: true });
  for (const client of clients) writeFileSync(path.join(`${dataDir}.clients`, `${client}.json`), JSON.stringify({ pid: client, command: 'npm start', since: 'now' }));
  return dataDir;
}

afterAll(() => {
  strangers.forEach((c) => c.kill('SIGKILL'));
  scratch.remove();
});

describe('the embedded server is recognised by its identity, not by a pid alone', () => {
  it('takes a reused pid with no registered users for nothing (not a leftover), and leaves that process alone', async () => {
    const pid = stranger();
    const dataDir = staleDataDir('no-clients', pid, 1);
    expect(isPostmasterOf(pid, dataDir)).toBe(false);
    expect(await inspectEmbeddedServer(dataDir)).toEqual({ kind: 'none' });
    expect(isAlive(pid)).toBe(true);
  });

  it('takes a reused pid with a live registered user for nothing either (not a live server to share)', async () => {
    const dataDir = staleDataDir('with-client', stranger(), 1, [stranger()]);
    expect(await inspectEmbeddedServer(dataDir)).toEqual({ kind: 'none' });
  });

  it('knows a real postmaster by its data directory, on the command line and on its port', async () => {
    const serverUrl = inject('testServerUrl');
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    const { rows } = await admin.query<{ data_directory: string }>('SHOW data_directory');
    await admin.end();
    const dataDir = rows[0]!.data_directory;
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const url = new URL(serverUrl);
    const server = `postgresql://${url.username || 'postgres'}:${url.password || 'postgres'}@${url.hostname}:${url.port || 5432}`;

    expect(isPostmasterOf(pid, dataDir)).toBe(true);
    expect(isPostmasterOf(pid, path.join(scratch.dir, 'elsewhere'))).toBe(false);
    expect(await servesDataDirectory(server, dataDir)).toBe(true);
    expect(await servesDataDirectory(server, path.join(scratch.dir, 'elsewhere'))).toBe(false);
  });
});
