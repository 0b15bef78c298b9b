// Real processes for the operations tests (docs/operations.md): spawn a script with tsx, wait for a line it prints
// (an event, never a timer), run a command to its end, find a free port, and a scratch directory under .data/.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** The environment without any database URL, so scripts pick the embedded server. */
export function embeddedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.npm_lifecycle_event;
  return env;
}

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first line matching, rejects when the process exits first. */
  waitForLine(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

export function spawnScript(args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(TSX, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void; reject: (e: Error) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const line = text.split('\n').find((l) => waiter.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout!.on('data', (c: Buffer) => { text += c.toString(); check(); });
  child.stderr!.on('data', (c: Buffer) => { text += c.toString(); check(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    for (const waiter of waiters.splice(0)) waiter.reject(new Error(`${args.join(' ')} exited (${code}) before printing ${waiter.pattern}:\n${text}`));
    resolve(code);
  }));
  return {
    child,
    output: () => text,
    exited,
    waitForLine: (pattern) => new Promise((resolve, reject) => {
      waiters.push({ pattern, resolve, reject });
      check();
      if (child.exitCode !== null) reject(new Error(`${args.join(' ')} had exited:\n${text}`));
    }),
  };
}

/** Runs a script to its end: its exit code and everything it printed. */
export async function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const spawned = spawnScript(args, env);
  const code = await spawned.exited;
  return { code, output: spawned.output() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A directory of its own under .data/ (git-ignored); remove() deletes it. */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = path.join(ROOT, '.data', `${prefix}-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
