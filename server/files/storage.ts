// Where uploaded bytes live, behind one small interface: local disk by default (UPLOADS_DIR), an S3-compatible bucket
// when S3_BUCKET is set. Keys are made by storageKey() and checked by isStorageKey() before they reach either side, so
// no caller can name a path outside the uploads directory (docs/files.md).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { IMAGE_TYPES, type ImageContentType } from '@/lib/files/constants';

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** 32 hex characters (16 random bytes) and one of the extensions we store: nothing else is ever a key. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function isStorageKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** An unguessable key with the extension of the stored type. */
export function storageKey(contentType: ImageContentType): string {
  return `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[contentType]}`;
}

const TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type]));

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/**
 * Files under one directory. Two levels of fan-out (ab/cd/abcd….png) keep directories small; the type comes back
 * from the extension, which storageKey() chose from the re-encoded content. Writes go to a temporary name first, so a
 * reader never sees half a file.
 */
export function localStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const k = checkedKey(key);
    return path.join(root, k.slice(0, 2), k.slice(2, 4), k);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType: TYPE_BY_EXTENSION[key.split('.').pop()!] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** An S3-compatible bucket; the SDK is loaded only when configured. */
export function s3Storage(config: {
  bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; accessKeyId?: string; secretAccessKey?: string;
}): FileStorage {
  const client = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    }),
  }));
  return {
    async put(key, bytes, contentType) {
      const { s3, client: c } = await client;
      await c.send(new s3.PutObjectCommand({ Bucket: config.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const { s3, client: c } = await client;
      try {
        const out = await c.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
        if (!out.Body) return null;
        return { bytes: await out.Body.transformToByteArray(), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client: c } = await client;
      await c.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
  };
}

let configured: FileStorage | undefined;

/** The storage the environment configures (S3_BUCKET → the bucket, else UPLOADS_DIR on disk). */
export function fileStorage(): FileStorage {
  if (configured) return configured;
  const e = env();
  configured = e.S3_BUCKET
    ? s3Storage({
      bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, forcePathStyle: e.S3_FORCE_PATH_STYLE,
      accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    })
    : localStorage(e.UPLOADS_DIR);
  return configured;
}
