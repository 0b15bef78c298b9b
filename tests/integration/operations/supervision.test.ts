// npm start's supervision (scripts/lib/supervisor.ts), with real child processes: a crashing child is restarted with a
// growing pause, a killed one comes back, one that keeps crashing is given up on, and nothing restarts while stopping.
// The pauses are shortened; the assertions follow the log's events, never the clock.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { supervise } from '../../../scripts/lib/supervisor';
import { scratchDir } from '../../helpers/processes';

const scratch = scratchDir('ops-supervise');
afterAll(() => scratch.remove());
let stopAll = false;
beforeEach(() => {
  stopAll = false;
});
afterEach(() => {
  stopAll = true;
  for (const child of running) child.kill('SIGKILL');
  running.length = 0;
});

const running: ChildProcess[] = [];

/** A child that records each start in `file`, exits 1 on its first `crashes` starts, then stays up. */
function flakyChild(file: string, crashes: number): string[] {
  return ['-e', `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(file)}, process.pid + '\\n');
    const starts = fs.readFileSync(${JSON.stringify(file)}, 'utf8').trim().split('\\n').length;
    if (starts <= ${crashes}) process.exit(1);
    console.log('up');
    setInterval(() => {}, 1 << 30);
  `];
}

function harness() {
  const lines: string[] = [];
  const waiters: { pattern: RegExp; count: number; resolve: () => void }[] = [];
  const matches = (pattern: RegExp) => lines.filter((l) => pattern.test(l)).length;
  const log = (line: string) => {
    lines.push(line);
    for (const w of [...waiters]) if (matches(w.pattern) >= w.count) { waiters.splice(waiters.indexOf(w), 1); w.resolve(); }
  };
  const waitFor = (pattern: RegExp, count = 1) => new Promise<void>((resolve) => {
    if (matches(pattern) >= count) resolve();
    else waiters.push({ pattern, count, resolve });
  });
  return { lines, log, waitFor };
}

describe('npm start supervises its children', () => {
  it('restarts a crashing child with a growing pause, and a killed one, but not while stopping', async () => {
    const starts = path.join(scratch.dir, 'flaky');
    const { lines, log, waitFor } = harness();
    let stopping = false;
    let gaveUp = false;
    supervise('worker', process.execPath, flakyChild(starts, 2), {
      cwd: scratch.dir, env: process.env, log,
      stopping: () => stopping || stopAll, onGiveUp: () => { gaveUp = true; },
      onSpawn: (child) => {
        running.push(child);
        child.stdout!.on('data', (c: Buffer) => { if (c.toString().includes('up')) log('worker up'); });
      },
      onExit: (child) => running.splice(running.indexOf(child), 1),
      delaysMs: [50, 100, 200],
    });
    await waitFor(/^worker up$/, 1);
    expect(lines.filter((l) => /restarting/.test(l))).toEqual([
      'worker exited (1); restarting it in 0.05 s.',
      'worker exited (1); restarting it in 0.1 s.',
    ]);
    expect(readFileSync(starts, 'utf8').trim().split('\n')).toHaveLength(3);

    // A hard kill of the running child: it comes back.
    running[0]!.kill('SIGKILL');
    await waitFor(/^worker up$/, 2);
    expect(lines).toContain('worker exited (SIGKILL); restarting it in 0.2 s.');

    // While stopping, an exit is expected: no restart.
    stopping = true;
    const last = running[0]!;
    const exited = new Promise((resolve) => last.once('exit', resolve));
    last.kill('SIGTERM');
    await exited;
    expect(lines.filter((l) => /^worker started/.test(l))).toHaveLength(4);
    expect(lines.filter((l) => /restarting/.test(l))).toHaveLength(3);
    expect(gaveUp).toBe(false);
  }, 30_000);

  it('gives up on a child that keeps crashing and says so', async () => {
    const starts = path.join(scratch.dir, 'broken');
    const { lines, log } = harness();
    const gaveUp = new Promise<number>((resolve) => {
      supervise('realtime', process.execPath, flakyChild(starts, 1000), {
        cwd: scratch.dir, env: process.env, log,
        stopping: () => stopAll, onGiveUp: resolve,
        delaysMs: [10], maxCrashesInWindow: 3,
      });
    });
    expect(await gaveUp).toBe(1);
    expect(lines.at(-1)).toBe('realtime exited (1) 3 times in 5 minutes; stopping everything.');
    expect(readFileSync(starts, 'utf8').trim().split('\n')).toHaveLength(3);
  }, 30_000);
});
