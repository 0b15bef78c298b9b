// Processes that share one UPLOADS_DIR must report one file store (server/platform/node-heartbeat.ts): a production
// process refuses to start beside a live one whose store differs. Two web servers started at the same moment once
// read the id file after the other had created it but before it had written it, and one of them refused to start.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const PROCESSES = 6;
const ROUNDS = 25;

it('gives processes that start at the same moment on one directory the same, non-empty identity', async () => {
  const dirs = Array.from({ length: ROUNDS }, () => mkdtempSync(path.join(os.tmpdir(), 'renew-storage-id-')));
  const startAt = Date.now() + 4_000;
  const child = path.join(__dirname, 'support', 'storage-identity-child.ts');
  const answers = await Promise.all(Array.from({ length: PROCESSES }, () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', child, String(startAt), '40', ...dirs], { cwd: path.resolve(__dirname, '../..'), env: { ...process.env } })));
  const byRound = answers.map((a) => JSON.parse(a.stdout) as string[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    const seen = new Set(byRound.map((identities) => identities[round]));
    expect([...seen], `round ${round}`).toHaveLength(1);
    expect([...seen][0]).toMatch(/^local:[0-9a-f]{24}$/);
  }
}, 30_000);
