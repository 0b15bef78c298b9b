// Every stored file through the one storage, against a real S3 API (moto_server, tests/helpers/s3-server.ts): the
// S3 side of the interface; a photo uploaded and served back as a stream; an eligibility file stored in the bucket and
// processed from there (no local disk involved); a my-data export stored in the bucket, downloaded, and removed with
// the account; an export made before the storage (bytes in its row) still downloads.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { POST as uploadPhoto } from '@/app/api/files/upload/route';
import { GET as serveFile } from '@/app/api/files/[key]/route';
import { POST as uploadEligibility } from '@/app/api/eligibility_files/route';
import { POST as processFile } from '@/app/api/eligibility_files/[fileId]/process/route';
import { GET as downloadEligibility } from '@/app/api/eligibility_files/[fileId]/download/route';
import { POST as requestExportRoute } from '@/app/api/users/me/data_exports/route';
import { GET as downloadExport } from '@/app/api/users/me/data_exports/[exportId]/download/route';
import { POST as deleteAccount } from '@/app/api/users/me/account_deletion/route';
import { db } from '@/server/db';
import { processEligibilityFile } from '@/server/eligibility/process';
import { localStorage, namespacedKey, replaceFileStorage, s3Storage, storageKey, type FileStorage } from '@/server/files/storage';
import { stopEnqueuer } from '@/server/jobs/enqueue';

const DASHBOARD = 'dashboard.localhost:3000';
let s3: S3Server;
let storage: FileStorage;
// Set as the local directory: nothing may ever be written there while S3 is configured.
const localDir = mkdtempSync(path.join(tmpdir(), 'renew-s3-local-'));

beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage({
    bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  });
  process.env.UPLOADS_DIR = localDir;
  replaceFileStorage(storage);
}, 60_000);

afterAll(async () => {
  replaceFileStorage(undefined);
  await stopEnqueuer();
  await s3?.stop();
  rmSync(localDir, { recursive: true, force: true });
});

async function keysInBucket(prefix = ''): Promise<string[]> {
  const out = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** A route's answer read as bytes (callRoute reads bodies as text). */
async function bytesOf(handler: (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>, host: string, url: string, params: Record<string, string>, cookie?: string) {
  const response = await handler(new NextRequest(`http://${host}${url}`, { headers: { host, ...(cookie ? { cookie } : {}) } }), { params: Promise.resolve(params) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('S3 storage', () => {
  it('puts, opens as a stream, gets and deletes every kind of key; refuses what is not a key', async () => {
    for (const key of [storageKey('image/png'), namespacedKey('eligibility-files', 'csv'), namespacedKey('my-data', 'zip')]) {
      const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
      await storage.put(key, bytes, 'application/octet-stream');
      const opened = await storage.open(key);
      expect(opened?.size).toBe(bytes.byteLength);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
      expect(Buffer.from((await storage.get(key))!.bytes).equals(Buffer.from(bytes))).toBe(true);
      await storage.delete(key);
      expect(await storage.open(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
    }
    for (const bad of ['../x.png', 'my-data/../../etc.zip', `eligibility-files/${'a'.repeat(32)}.zip`, `other/${'a'.repeat(32)}.csv`]) {
      await expect(storage.put(bad, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Not a storage key/);
    }
  });

  it('a photo uploaded is stored in the bucket and served back from it', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
    const res = await callRoute(uploadPhoto, { method: 'POST', host: p.host, path: '/api/files/upload', cookie, form });
    expect(res.status).toBe(201);
    const key = (res.json.files[0].url as string).split('/').pop()!;
    expect(await keysInBucket(key)).toEqual([key]);
    const served = await bytesOf(serveFile, p.host, `/api/files/${key}`, { key }, cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Number(served.headers.get('content-length'))).toBe(served.bytes.byteLength);
    expect((await sharp(served.bytes).metadata()).width).toBe(400);
  });

  it('an eligibility file goes to the bucket and is processed from it', async () => {
    const master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    const p = await createPromotion();
    const csv = ['Employee ID,First Name,Last Name,Email', 'S3-1,Ann,Lee,ann@example.com', 'S3-2,Bob,Ray,bob@example.com'].join('\n');
    const form = new FormData();
    form.set('file', new File([csv], 'roster.csv', { type: 'text/csv' }));
    const res = await callRoute(uploadEligibility, { method: 'POST', host: DASHBOARD, path: `/api/eligibility_files?promotion_id=${p.id}`, cookie: master, form });
    expect(res.status).toBe(201);
    expect(res.json.preview.rows[0]).toEqual(['S3-1', 'Ann', 'Lee', 'ann@example.com']);
    const id = String(res.json.id);
    const row = await db.eligibilityFile.findUniqueOrThrow({ where: { id: Number(id) }, select: { storage_key: true } });
    expect(await keysInBucket('eligibility-files/')).toContain(`eligibility-files/${row.storage_key}`);

    const mapping = { identifier: 'Employee ID', first_name: 'First Name', last_name: 'Last Name', email: 'Email' };
    const started = await callRoute(processFile, {
      method: 'POST', host: DASHBOARD, path: `/api/eligibility_files/${id}/process?promotion_id=${p.id}`, cookie: master, params: { fileId: id }, body: { mapping },
    });
    expect(started.status).toBe(200);
    // The job's work (a worker elsewhere reads the same bucket).
    expect(await processEligibilityFile(Number(id), mapping)).toMatchObject({ status: 'processed', rowsProcessed: 2 });
    expect((await db.eligibility.findMany({ where: { promotion_id: p.id }, orderBy: { identifier: 'asc' }, select: { identifier: true } })).map((e) => e.identifier)).toEqual(['S3-1', 'S3-2']);

    const downloaded = await bytesOf(downloadEligibility, DASHBOARD, `/api/eligibility_files/${id}/download?promotion_id=${p.id}`, { fileId: id }, master);
    expect(downloaded.status).toBe(200);
    expect(strFromU8(downloaded.bytes)).toBe(csv);
  });

  it('a my-data export is stored in the bucket, downloaded from it, and removed with the account', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const made = await callRoute(requestExportRoute, { method: 'POST', host: p.host, path: '/api/users/me/data_exports', cookie });
    const made_ = made.json.data_export;
    expect(made_).toMatchObject({ status: 'ready' });
    const row = await db.dataExport.findUniqueOrThrow({ where: { id: made_.id }, select: { storage_key: true, content: true } });
    expect(row.content).toBeNull();
    expect(row.storage_key).toMatch(/^my-data\/[0-9a-f]{32}\.zip$/);
    expect(await keysInBucket('my-data/')).toContain(row.storage_key);

    const file = await bytesOf(downloadExport, p.host, `/api/users/me/data_exports/${made_.id}/download`, { exportId: made_.id }, cookie);
    expect(file.status).toBe(200);
    expect(Number(file.headers.get('content-length'))).toBe(file.bytes.byteLength);
    expect(Object.keys(unzipSync(file.bytes)).length).toBeGreaterThan(0);

    const deleted = await callRoute(deleteAccount, { method: 'POST', host: p.host, path: '/api/users/me/account_deletion', cookie, body: { password: TEST_PASSWORD, confirm: 'DELETE' } });
    expect(deleted.status).toBeLessThan(300);
    expect(await keysInBucket(row.storage_key!)).toEqual([]);
  });

  it('an export made before the storage (the ZIP in its row) still downloads', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const zip = new Uint8Array([80, 75, 5, 6, ...new Array(18).fill(0)]);
    const id = randomBytes(16).toString('base64url');
    await db.dataExport.create({ data: { id, user_id: user.id, status: 'ready', content: Buffer.from(zip), byte_size: zip.byteLength, file_name: 'my-data-2026-01-01.zip', expires_at: new Date(Date.now() + 3_600_000) } });
    const file = await bytesOf(downloadExport, p.host, `/api/users/me/data_exports/${id}/download`, { exportId: id }, cookie);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(Buffer.from(zip))).toBe(true);
  });

  it('wrote nothing to the local directory', () => {
    expect(readdirSync(localDir)).toEqual([]);
  });
});

describe('local storage keeps eligibility files where they were', () => {
  it('a namespaced key is a file under its namespace directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'renew-local-ns-'));
    try {
      const local = localStorage(dir);
      const key = namespacedKey('eligibility-files', 'csv');
      await local.put(key, new TextEncoder().encode('a,b\n1,2\n'), 'text/csv');
      expect(readdirSync(path.join(dir, 'eligibility-files'))).toEqual([key.split('/')[1]]);
      const opened = await local.open(key);
      expect(opened).toMatchObject({ size: 8, contentType: 'text/csv' });
      let text = '';
      for await (const chunk of opened!.stream) text += String(chunk);
      expect(text).toBe('a,b\n1,2\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

