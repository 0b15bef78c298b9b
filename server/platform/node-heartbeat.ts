// The product on more than one node must share one file store (docs/multi-node.md "Files"): a photo uploaded through
// node A and kept on A's disk answers 404 through node B. Each web server and job worker registers in node_heartbeats
// every HEARTBEAT_MS with the identity of its file store:
//
//   s3:<endpoint>/<bucket>   when S3_BUCKET is set;
//   local:<id>               on local disk, where <id> is a random id kept in UPLOADS_DIR/.storage-id — processes
//                            that share the directory (one machine, or one mounted volume) share the id.
//
// A production process that sees another live process (seen within LIVE_MS) with a different store refuses to
// start, with a message that says what to do. Elsewhere it only warns. Plain `pg`, one short connection per beat:
// nothing is held between beats, and it works through a transaction pooler.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { env } from '@/lib/env';

export const HEARTBEAT_MS = 10_000;
export const LIVE_MS = 30_000;

export type NodeRole = 'web' | 'worker';

/** Where this process's files live, as an identity two processes compare. */
export async function storageIdentity(): Promise<{ identity: string; description: string }> {
  const e = env();
  if (e.S3_BUCKET) return { identity: `s3:${e.S3_ENDPOINT ?? 'aws'}/${e.S3_BUCKET}`, description: `the S3 bucket ${e.S3_BUCKET}` };
  const dir = path.resolve(e.UPLOADS_DIR);
  const file = path.join(dir, '.storage-id');
  await mkdir(dir, { recursive: true });
  // Written whole under a name of its own, then linked into place: link() fails if the file exists, so of processes
  // starting at the same moment one wins, and none reads a file another has created but not yet written.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(12).toString('hex')}\n`);
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
  const id = (await readFile(file, 'utf8')).trim();
  return { identity: `local:${id}`, description: `local disk (UPLOADS_DIR=${dir} on ${os.hostname()})` };
}

interface Peer { id: string; hostname: string; role: string; storage: string; age_s: number }

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const e = env();
  const client = new pg.Client({ connectionString: e.DATABASE_URL, application_name: 'renew-heartbeat' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function beat(id: string, role: NodeRole, identity: string): Promise<Peer[]> {
  return withClient(async (client) => {
    await client.query(
      `INSERT INTO node_heartbeats (id, hostname, role, storage, seen_at) VALUES ($1, $2, $3, $4, clock_timestamp())
       ON CONFLICT (id) DO UPDATE SET storage = EXCLUDED.storage, seen_at = EXCLUDED.seen_at`,
      [id, os.hostname(), role, identity],
    );
    // Long-gone processes are pruned here too: no job needed.
    await client.query(`DELETE FROM node_heartbeats WHERE seen_at < clock_timestamp() - interval '1 day'`);
    const { rows } = await client.query<Peer>(
      `SELECT id, hostname, role, storage, extract(epoch FROM clock_timestamp() - seen_at)::int AS age_s FROM node_heartbeats
       WHERE id <> $1 AND storage <> $2 AND seen_at > clock_timestamp() - make_interval(secs => $3::int / 1000.0)`,
      [id, identity, LIVE_MS],
    );
    return rows.filter((peer) => !goneFromThisHost(peer));
  });
}

/** A process of this machine that no longer runs (stopped uncleanly a moment ago) is not a peer. */
function goneFromThisHost(peer: Peer): boolean {
  if (peer.hostname !== os.hostname()) return false;
  const pid = Number(peer.id.split(':')[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export function refusalMessage(mine: string, peers: Peer[]): string {
  const peer = peers[0]!;
  const where = peer.storage.startsWith('s3:') ? `the S3 bucket ${peer.storage.slice(3)}` : 'its own local disk';
  return [
    `Refusing to start: another Renew process (${peer.role} on ${peer.hostname}, seen ${peer.age_s} s ago) uses this database`,
    `but keeps its files in ${where}, while this one keeps them in ${mine}. A photo uploaded through one would answer 404`,
    'through the other. Give every node one shared file store: set S3_BUCKET (and S3_ENDPOINT etc., docs/files.md) on',
    'all of them, or mount one UPLOADS_DIR volume into every process. (A process that stopped uncleanly is forgotten',
    `${Math.round(LIVE_MS / 1000)} s after its last heartbeat.)`,
  ].join(' ');
}

export interface NodeHeartbeat {
  stop(): Promise<void>;
}

/**
 * Registers this process and keeps its heartbeat. Throws the refusal in production when another live process uses
 * a different file store (elsewhere it logs it, through `warn`). Call once at start, before serving.
 */
export async function startNodeHeartbeat(role: NodeRole, options: { production?: boolean; warn?: (message: string) => void } = {}): Promise<NodeHeartbeat> {
  const production = options.production ?? env().NODE_ENV === 'production';
  const warn = options.warn ?? ((message: string) => console.error(message));
  const id = `${os.hostname()}:${process.pid}:${role}:${randomBytes(3).toString('hex')}`;
  const { identity, description } = await storageIdentity();
  // An unreachable database does not stop the start here (the app reports it on its own): the check runs at the
  // next beat instead.
  const peers = await beat(id, role, identity).catch((error: unknown) => {
    warn(`node heartbeat: could not register (${(error as Error).message}); checking again in ${HEARTBEAT_MS / 1000} s`);
    return [] as Peer[];
  });
  if (peers.length) {
    const message = refusalMessage(description, peers);
    if (production) {
      await withClient((c) => c.query('DELETE FROM node_heartbeats WHERE id = $1', [id])).catch(() => {});
      throw new Error(message);
    }
    warn(message);
  }
  let warned = false;
  const timer = setInterval(() => {
    beat(id, role, identity).then((later) => {
      // A node that joins later with another store is refused at its own start; this one says so once.
      if (later.length && !warned) {
        warned = true;
        warn(refusalMessage(description, later));
      }
    }, () => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await withClient((c) => c.query('DELETE FROM node_heartbeats WHERE id = $1', [id])).catch(() => {});
    },
  };
}
