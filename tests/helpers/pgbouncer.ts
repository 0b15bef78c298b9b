// A real PgBouncer in transaction mode (Debian's pgbouncer package) in front of a test's PostgreSQL server: the pooler
// the product must work through (docs/deployment.md "Connections"). Its ini and user list live in a temporary
// directory; as root it runs as the postgres user (PgBouncer refuses to run as root).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throughLocalPort } from './port-url';

export interface PgBouncer {
  port: number;
  /** `url` (a database on the server behind) as reached through the pooler. */
  rewrite(url: string): string;
  output(): string;
  stop(): Promise<void>;
}

/** Whether the pgbouncer binary is installed (apt-get install pgbouncer). */
export function pgbouncerAvailable(): boolean {
  return spawnSync('pgbouncer', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * `server.password`: the password PgBouncer logs in to the server with (the embedded PostgreSQL of CI asks for one;
 * a trust-auth server ignores it). Clients reach PgBouncer itself with trust.
 */
export async function startPgBouncer(server: { host: string; port: number; user: string; password?: string }, port: number, poolSize = 20): Promise<PgBouncer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'renew-pgbouncer-'));
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  // No ignore_startup_parameters: a client that sends `options` (a -c setting) is refused, as by a managed pooler.
  // timezone=UTC: the app cannot pin the session's time zone through a transaction pooler, the pooler does.
  writeFileSync(ini, [
    '[databases]',
    `* = host=${server.host} port=${server.port} timezone=UTC`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${users}`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${poolSize}`,
    'pidfile =',
    '',
  ].join('\n'));
  // A plain-text password here is also what PgBouncer sends to the server for that user.
  writeFileSync(users, `"${server.user}" "${(server.password ?? '').replaceAll('"', '""')}"\n`);
  chmodSync(ini, 0o644);
  chmodSync(users, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const collect = (chunk: Buffer) => { text += chunk.toString(); };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/listening on 127\.0\.0\.1:\d+/.test(text)) return resolve();
      if (child.exitCode !== null) return reject(new Error(`pgbouncer exited:\n${text}`));
      setTimeout(check, 50);
    };
    check();
  });
  return {
    port,
    rewrite: (url) => throughLocalPort(url, port),
    output: () => text,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
