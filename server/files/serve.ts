// Serving a stored file: the stored type with nosniff (a browser never reads an image as HTML), a sandboxing CSP that
// lets nothing run even if a file were opened as a document, and a year's immutable cache (a key never changes its
// bytes). Unknown keys, malformed keys and files the caller may not see are the same 404.
import 'server-only';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { NotFound } from '@/server/platform/errors';
import type { Actor } from '@/server/auth/actor';
import { mayViewFile } from '@/server/auth/abilities';
import { fileByKey } from './queries';
import { fileStorage, isStorageKey } from './storage';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function fileResponse(key: string, actor: Actor | null): Promise<Response> {
  const file = isStorageKey(key) ? await fileByKey(key) : null;
  if (!file || !(await mayViewFile(actor, file))) throw new NotFound(FILE_MESSAGES.fileNotFound);
  // Streamed from disk or the bucket as it arrives: the web process never holds a whole file.
  const stored = await fileStorage().open(file.storage_key);
  if (!stored) throw new NotFound(FILE_MESSAGES.fileNotFound);
  return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': file.content_type,
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
      // A secure file stays out of shared caches; its key still never changes its bytes.
      'Cache-Control': `${file.is_secure ? 'private' : 'public'}, max-age=${YEAR_SECONDS}, immutable`,
      'Cross-Origin-Resource-Policy': file.is_secure ? 'same-site' : 'cross-origin',
    },
  });
}
