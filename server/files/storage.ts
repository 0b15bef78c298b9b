// Where every stored file lives, behind one small interface (docs/files.md "Storage"): local disk by default
// (UPLOADS_DIR), an S3-compatible bucket when S3_BUCKET is set. That covers photos, the image, frame and profile
// libraries, scene tiles (all uploaded_files), eligibility files and my-data exports. Keys are made by the helpers
// below and checked by isStoredKey() before they reach either side, so no caller can name a path outside the
// uploads directory or another object of the bucket. Reads stream: a large file is never held whole by the web
// process (open()).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { env } from '@/lib/env';
import { IMAGE_TYPES, type ImageContentType } from '@/lib/files/constants';

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface OpenedObject {
  stream: Readable;
  size: number;
  contentType: string;
}

export type StorageKind = 'local' | 's3';

export interface FileStorage {
  readonly kind: StorageKind;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole object, or null when there is none under the key. For small files (an image to blur). */
  get(key: string): Promise<StoredObject | null>;
  /** The object as a stream with its size, or null when there is none: what downloads and jobs read. */
  open(key: string): Promise<OpenedObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** An image: 32 hex characters (16 random bytes) and one of the image extensions, at the top level. */
const IMAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
/** Every key: an image, or a namespaced file (an eligibility file, a my-data export). */
const STORED_KEY = /^(?:[0-9a-f]{32}\.(?:png|jpg|gif|webp)|eligibility-files\/[0-9a-f]{32}\.(?:csv|xlsx)|my-data\/[0-9a-f]{32}\.zip)$/;

/** An image key, the only kind GET /api/files/{key} serves. */
export function isStorageKey(value: string): boolean {
  return IMAGE_KEY.test(value);
}

export function isStoredKey(value: string): boolean {
  return STORED_KEY.test(value);
}

/** An unguessable key with the extension of the stored type. */
export function storageKey(contentType: ImageContentType): string {
  return `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[contentType]}`;
}

/** An unguessable key in a namespace: 'eligibility-files/<hex>.csv', 'my-data/<hex>.zip'. */
export function namespacedKey(namespace: 'eligibility-files' | 'my-data', extension: 'csv' | 'xlsx' | 'zip'): string {
  return `${namespace}/${randomBytes(16).toString('hex')}.${extension}`;
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type])),
  csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: 'application/zip',
};
const typeOf = (key: string) => TYPE_BY_EXTENSION[key.split('.').pop()!] ?? 'application/octet-stream';

function checkedKey(key: string): string {
  if (!isStoredKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/**
 * Files under one directory. Images get two levels of fan-out (ab/cd/abcd….png) to keep directories small;
 * namespaced files sit in their namespace's directory (UPLOADS_DIR/eligibility-files/…, where they always were).
 * The type comes back from the extension, which the key's maker chose from the content. Writes go to a temporary
 * name first, so a reader never sees half a file.
 */
export function localStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const k = checkedKey(key);
    return k.includes('/') ? path.join(root, ...k.split('/')) : path.join(root, k.slice(0, 2), k.slice(2, 4), k);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: typeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size, contentType: typeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** An S3-compatible bucket; the SDK is loaded only when configured. The bucket stays private: reads go through us. */
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
  const absent = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');
  const open = async (key: string): Promise<OpenedObject | null> => {
    const { s3, client: c } = await client;
    try {
      const out = await c.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
      if (!out.Body) return null;
      // In Node the body is the HTTP response itself: bytes flow through as they arrive, nothing is buffered.
      return { stream: out.Body as Readable, size: out.ContentLength ?? 0, contentType: out.ContentType ?? typeOf(key) };
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { s3, client: c } = await client;
      await c.send(new s3.PutObjectCommand({ Bucket: config.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), contentType: opened.contentType };
    },
    open,
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

/** Tests: use this storage instead of the configured one (undefined: the configuration's again). */
export function replaceFileStorage(storage: FileStorage | undefined): void {
  configured = storage;
}
