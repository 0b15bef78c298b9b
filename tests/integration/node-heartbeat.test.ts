// More than one node without a shared file store: a production process refuses to start, with a message that says
// what to do (server/platform/node-heartbeat.ts). Real processes on this test's database; each keeps its files in its
// own UPLOADS_DIR, or in one S3 bucket (moto_server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnScript, type Spawned } from '../helpers/processes';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { db } from '@/server/db';

const dirs: string[] = [];
const running: Spawned[] = [];
let s3: S3Server;

const uploadsDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'renew-node-'));
  dirs.push(dir);
  return dir;
};

function node(env: Record<string, string>, production = true): Spawned {
  const base: NodeJS.ProcessEnv = { ...process.env, RENEW_SILENT_LOGS: '1' };
  for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']) delete base[key];
  const spawned = spawnScript(['tests/helpers/node-start.ts', ...(production ? ['--production'] : [])], { ...base, ...env });
  running.push(spawned);
  return spawned;
}

async function stopAll(): Promise<void> {
  for (const spawned of running.splice(0)) {
    if (spawned.child.exitCode === null) spawned.child.kill('SIGTERM');
    await spawned.exited;
  }
}

beforeAll(async () => {
  s3 = await startS3Server();
}, 60_000);

afterAll(async () => {
  await stopAll();
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('nodes without a shared file store', () => {
  it('a second production node on its own local disk refuses to start, and says what to do', async () => {
    const first = node({ UPLOADS_DIR: uploadsDir() });
    await first.waitForLine(/node started/);
    const second = node({ UPLOADS_DIR: uploadsDir() });
    const line = await second.waitForLine(/refused:/);
    expect(await second.exited).toBe(1);
    expect(line).toMatch(/Refusing to start: another Renew process \(web on .+, seen \d+ s ago\) uses this database/);
    expect(line).toMatch(/set S3_BUCKET/);
    // Outside production it only warns.
    const dev = node({ UPLOADS_DIR: uploadsDir() }, false);
    expect(await dev.waitForLine(/warning: Refusing to start|node started/)).toMatch(/warning/);
    await dev.waitForLine(/node started/);
    await stopAll();
  });

  it('nodes that share one UPLOADS_DIR, or one S3 bucket, start together; a clean stop leaves no heartbeat', async () => {
    const shared = uploadsDir();
    const a = node({ UPLOADS_DIR: shared });
    await a.waitForLine(/node started/);
    const b = node({ UPLOADS_DIR: shared });
    await b.waitForLine(/node started/);
    await stopAll();
    expect(await db.nodeHeartbeat.count()).toBe(0);

    const c = node({ ...s3.env, UPLOADS_DIR: uploadsDir() });
    await c.waitForLine(/node started/);
    const d = node({ ...s3.env, UPLOADS_DIR: uploadsDir() });
    await d.waitForLine(/node started/);
    // A local-disk node beside them is refused.
    const local = node({ UPLOADS_DIR: uploadsDir() });
    expect(await local.waitForLine(/refused:/)).toMatch(/keeps its files in the S3 bucket/);
    await stopAll();
  });

  it('a process of this machine that stopped uncleanly does not block the next start', async () => {
    const crashed = node({ UPLOADS_DIR: uploadsDir() });
    await crashed.waitForLine(/node started/);
    // The node process itself (tsx runs the script in a child of its own): killed with no chance to clean up.
    const row = await db.nodeHeartbeat.findFirstOrThrow({ select: { id: true } });
    process.kill(Number(row.id.split(':')[1]), 'SIGKILL');
    await crashed.exited;
    expect(await db.nodeHeartbeat.count()).toBe(1);
    const next = node({ UPLOADS_DIR: uploadsDir() });
    await next.waitForLine(/node started/);
    await stopAll();
  });
});
