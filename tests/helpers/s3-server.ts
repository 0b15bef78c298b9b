// A real S3 API for tests: moto_server (Debian's python3-moto; `apt-get install -y python3-moto`) on a free local
// port, with one bucket. Used by the storage tests (files-s3.test.ts) and the multi-node release test.
//
//   const s3 = await startS3Server();   // { endpoint, bucket, env, stop() }
//   spawn(..., { env: { ...process.env, ...s3.env } })   // S3_BUCKET, S3_ENDPOINT, keys, path style
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './processes';

export interface S3Server {
  endpoint: string;
  bucket: string;
  region: string;
  /** The product's settings for this bucket (lib/env.ts). */
  env: Record<string, string>;
  client: S3Client;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`moto_server could not start (apt-get install -y python3-moto): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`moto_server exited (${code}):\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // Ready when it answers HTTP (it prints its banner before it listens on some versions).
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(endpoint);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);

  const region = 'us-east-1';
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  const bucket = `renew-test-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint, bucket, region, client,
    env: {
      S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: region, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
