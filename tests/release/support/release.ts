// Real processes from the release directory, started as the image starts them (release/entrypoint.sh <role>), with a
// PATH that holds only Node 24's bin directory: no tsx, npx or node_modules/.bin can be reached.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { recreateDatabase } from '../../../scripts/lib/e2e-database';

export const NODE_BIN_DIR = path.dirname(process.execPath);

export function releaseDir(): string {
  return inject('releaseDir');
}

/** A new empty database on the test server, dropped at the end of the stage. */
export function freshDatabase(name: string): Promise<string> {
  return recreateDatabase(inject('releaseServerUrl'), `renew_release_${inject('releaseRunId')}_${name}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One uploads directory per test run, shared by every process as one host's volume would be. */
const SHARED_UPLOADS = mkdtempSync(path.join(os.tmpdir(), 'renew-release-uploads-'));

/**
 * The environment of a production process: only what the deployment sets, and only Node 24 on the PATH. Processes
 * of one test share UPLOADS_DIR (a production server refuses to start beside a live one with another file store).
 */
export function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: NODE_BIN_DIR,
    UPLOADS_DIR: SHARED_UPLOADS,
    HOME: os.tmpdir(),
    // Each process its own temporary directory: entrypoint.sh remembers the container's role there for `healthcheck`.
    TMPDIR: mkdtempSync(path.join(os.tmpdir(), 'renew-release-')),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    APP_HOST: 'localhost',
    ...extra,
  };
}

export interface ReleaseProcess {
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `sh release/entrypoint.sh <role>`: the image's entry point, in the release directory as built. */
export function startRole(role: string, env: NodeJS.ProcessEnv): ReleaseProcess {
  const child = spawn('/bin/sh', [path.join(releaseDir(), 'entrypoint.sh'), role], { env, cwd: env.TMPDIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    env,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a one-shot role (migrate, seed, healthcheck) to its end. */
export async function runRole(role: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const process = startRole(role, env);
  const code = await process.exited;
  return { code, output: process.output() };
}

/**
 * Asks `url` until it answers `status`. Fails at once, with its output, when the server or one of the others the
 * answer depends on (`also`: the sidecar and worker behind /api/ready) exits first; the test's own timeout bounds
 * the wait (no timed assertion).
 */
export async function waitForStatus(url: string, status: number, server: ReleaseProcess, also: ReleaseProcess[] = []): Promise<Response> {
  for (;;) {
    for (const process of [server, ...also]) {
      if (process.child.exitCode !== null || process.child.signalCode !== null) {
        throw new Error(
          `${process.child.spawnargs.slice(-1)[0]} exited (${process.child.exitCode ?? process.child.signalCode}) before ${url} answered ${status}:\n${process.output().slice(-3000)}`,
        );
      }
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (response?.status === status) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
