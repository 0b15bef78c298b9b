// The image, frame and profile-photo libraries (/api/gallery_images{path}): folders, uploads checked by content
// (gif, jpeg, png, tiff, svg; SVG with script refused, accepted SVG and TIFF stored as PNG), names, delete and
// undelete, per-promotion isolation, and path traversal in every form we could think of.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { DELETE as del, GET as get, POST as post, PUT as put } from '@/app/api/gallery_images/[...path]/route';
import { GET as getTop } from '@/app/api/gallery_images/route';
import { POST as uploadTile } from '@/app/api/scenes/tiles/route';
import { GET as serve } from '@/app/api/files/[key]/route';
import { db } from '@/server/db';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'renew-gallery-'));
process.env.UPLOADS_DIR = uploadsDir;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const HOST = 'dashboard.localhost:3000';
let cookie: string;
let promotionId: number;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
  promotionId = (await createPromotion()).id;
});

type H = Parameters<typeof callRoute>[0];
const segmentsOf = (p: string) => p.split('/').filter(Boolean);
const call = (handler: H, method: string, p: string | string[], options: { form?: FormData; body?: unknown; query?: string; promotion?: number; as?: string } = {}) =>
  callRoute(handler, {
    method, host: HOST, path: `/api/gallery_images?promotion_id=${options.promotion ?? promotionId}${options.query ?? ''}`, cookie: options.as ?? cookie,
    params: { path: Array.isArray(p) ? p : segmentsOf(p) }, form: options.form, body: options.body,
  });

const png = (w = 200, h = 160) => sharp({ create: { width: w, height: h, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
const form = (bytes: Uint8Array | string, name: string, type = 'image/png') => {
  const f = new FormData();
  f.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return f;
};
const upload = async (folder: string, bytes: Uint8Array | string, name: string, type?: string) => call(post, 'POST', folder, { form: form(bytes, name, type) });

async function fetchFile(url: string) {
  const key = url.split('/').pop()!;
  const response = await serve(new NextRequest(`http://${HOST}${url}`, { headers: { host: HOST } }), { params: Promise.resolve({ key }) });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const CLEAN_SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"><rect width="40" height="30" fill="#e76f51"/><use href="#r"/></svg>';

describe('folders and uploads', () => {
  it('uploads into a new folder, lists folders then files, reads one file and serves it', async () => {
    const res = await upload('/images/holiday', await png(), 'Beach Day.PNG');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: 'file', name: 'Beach Day.png', path: '/images/holiday/Beach Day.png', content_type: 'image/png', deleted_at: null });
    await upload('/images', await png(), 'cover.png');
    const top = await callRoute(getTop, { host: HOST, path: `/api/gallery_images?promotion_id=${promotionId}`, cookie });
    expect(top.json.data.map((d: { path: string }) => d.path)).toEqual(['/images', '/frames', '/profile_photos']);
    const images = await call(get, 'GET', '/images');
    expect(images.json).toMatchObject({ path: '/images', parent: '/' });
    expect(images.json.data.map((e: { type: string; name: string }) => `${e.type}:${e.name}`)).toEqual(['directory:holiday', 'file:cover.png']);
    const one = await call(get, 'GET', '/images/holiday/Beach Day.png');
    expect(one.json.url).toBe(res.json.url);
    const served = await fetchFile(res.json.url);
    expect([served.status, served.type]).toEqual([200, 'image/png']);
    // The demo seed's rows point at static art: served from /demo/…, not /api/files.
    await db.galleryFile.create({ data: { promotion_id: promotionId, directory: '/images/holiday', name: 'demo.svg', storage_key: 'public/demo/welcome/slide-1.svg', content_type: 'image/svg+xml', byte_size: 10 } });
    expect((await call(get, 'GET', '/images/holiday/demo.svg')).json.url).toBe('/demo/welcome/slide-1.svg');
    // A folder nobody uploaded into yet is simply empty (uploading into it makes it).
    expect((await call(get, 'GET', '/frames/new')).json).toEqual({ path: '/frames/new', parent: '/frames', data: [] });
  });

  it('takes gif, jpeg, tiff and a clean svg (stored as png); refuses webp, text and an existing name', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#264653' } }).jpeg().toBuffer();
    expect((await upload('/frames', jpeg, 'Photo.JPEG', 'image/jpeg')).json.name).toBe('Photo.jpg');
    const gif = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#f4a261' } }).gif().toBuffer();
    expect((await upload('/frames', gif, 'anim.gif', 'image/gif')).json.content_type).toBe('image/gif');
    const tiff = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#e9c46a' } }).tiff().toBuffer();
    const t = await upload('/frames', tiff, 'scan.tiff', 'image/tiff');
    expect(t.json).toMatchObject({ name: 'scan.png', content_type: 'image/png' });
    const svg = await upload('/frames', CLEAN_SVG, 'border.svg', 'image/svg+xml');
    expect(svg.status).toBe(201);
    expect(svg.json).toMatchObject({ name: 'border.png', content_type: 'image/png' });
    const rendered = await fetchFile(svg.json.url);
    const meta = await sharp(rendered.bytes).metadata();
    expect(meta.format).toBe('png');
    expect(Math.min(meta.width!, meta.height!)).toBeGreaterThanOrEqual(150);

    const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } }).webp().toBuffer();
    for (const [bytes, name] of [[webp, 'x.webp'], ['just text', 'notes.png'], ['<html><script>alert(1)</script></html>', 'page.svg']] as const) {
      const res = await upload('/frames', bytes, name);
      expect(res.status, name).toBe(422);
      expect(res.json.errors).toEqual(['Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png or .svg.']);
    }
    const again = await upload('/frames', jpeg, 'Photo.jpg', 'image/jpeg');
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual(['A file named Photo.jpg is already in this folder.']);
  });

  it('refuses an SVG carrying script, handlers or external references, storing nothing', async () => {
    const before = await db.galleryFile.count();
    const bad = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>hi</div></foreignObject></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css);</style></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>',
    ];
    for (const svg of bad) {
      const res = await upload('/images/svg', svg, 'x.svg', 'image/svg+xml');
      expect(res.status, svg).toBe(422);
      expect(res.json.errors, svg).toEqual(['Error: This SVG carries script or external references and cannot be used.']);
    }
    expect(await db.galleryFile.count()).toBe(before);
  });
});

describe('path traversal', () => {
  it('refuses .., absolute paths, encoded and backslashed forms before anything is read or written', async () => {
    const refused = [
      ['..'], ['images', '..'], ['images', '..', '..', 'etc'], ['images', '.'], ['.'], ['images', '.hidden'],
      ['', 'etc', 'passwd'], ['images', ''], ['%2e%2e'], ['images', '%2e%2e', 'x'], ['images', '%252e%252e'], ['images', '..%2f..%2fetc'],
      ['images', '..\\..\\etc'], ['images', 'a\\b'], ['images', 'a/../../b'], ['images', '/etc'], ['images', '\u0000'], ['images', 'x\u2215..'],
      ['images', '%c0%ae%c0%ae'], ['images', 'a..b'],
    ];
    for (const segments of refused) {
      for (const [handler, method] of [[get, 'GET'], [post, 'POST'], [del, 'DELETE'], [put, 'PUT']] as const) {
        const res = await call(handler, method, segments, method === 'POST' ? { form: form(await png(), 'x.png') } : method === 'PUT' ? { body: { deleted: false } } : {});
        expect(res.status, `${method} ${JSON.stringify(segments)}`).toBe(422);
        // A NUL never reaches the handler: the wrapper refuses text that cannot be stored, also with a 422.
        if (!segments.includes('\u0000')) expect(res.json.errors).toEqual(['That path is not allowed: use folder names only, inside the library (no "..", no absolute paths).']);
      }
    }
    // The catch-all handed over as one string (an absolute path) is refused the same way.
    const absolute = await callRoute(get, { host: HOST, path: `/api/gallery_images?promotion_id=${promotionId}`, cookie, params: { path: '/etc/passwd' } });
    expect(absolute.status).toBe(422);
    // Outside the three libraries there is nothing.
    expect((await call(get, 'GET', ['secrets'])).json.errors).toEqual(['Choose a library: images, frames or profile_photos.']);
  });

  it('refuses an upload whose file name carries a path', async () => {
    for (const name of ['../../evil.png', '/etc/evil.png', '..\\evil.png', 'C:\\evil.png', 'a/b.png']) {
      const res = await call(post, 'POST', '/images', { form: form(await png(), name) });
      expect(res.status, name).toBe(422);
      expect(res.json.errors[0]).toContain('That path is not allowed');
    }
    expect(await db.galleryFile.count({ where: { promotion_id: promotionId, name: { contains: 'evil' } } })).toBe(0);
  });
});

describe('delete and undelete', () => {
  it('deletes a file and a folder softly, lists deleted files and restores one unless its name was taken again', async () => {
    const a = await upload('/profile_photos/team', await png(), 'a.png');
    await upload('/profile_photos/team/old', await png(), 'b.png');
    expect((await call(del, 'DELETE', '/profile_photos/team/a.png')).json).toEqual({ deleted: 1 });
    expect((await call(get, 'GET', '/profile_photos/team')).json.data.map((e: { name: string }) => e.name)).toEqual(['old']);
    const deleted = await call(get, 'GET', '/profile_photos/team', { query: '&deleted=true' });
    expect(deleted.json.data).toHaveLength(1);
    expect(deleted.json.data[0]).toMatchObject({ name: 'a.png', url: a.json.url });
    expect(deleted.json.data[0].deleted_at).not.toBeNull();
    const restored = await call(put, 'PUT', '/profile_photos/team/a.png', { body: { deleted: false } });
    expect(restored.json).toMatchObject({ name: 'a.png', deleted_at: null });
    // Folder delete takes everything below it.
    expect((await call(del, 'DELETE', '/profile_photos/team')).json).toEqual({ deleted: 2 });
    expect((await call(get, 'GET', '/profile_photos')).json.data).toEqual([]);
    // A new a.png takes the name: the old one cannot come back over it.
    await upload('/profile_photos/team', await png(), 'a.png');
    const clash = await call(put, 'PUT', '/profile_photos/team/a.png', { body: { deleted: false } });
    expect(clash.status).toBe(422);
    expect(clash.json.errors).toEqual(['A file named a.png is already in this folder.']);
    expect((await call(del, 'DELETE', '/profile_photos')).json.errors).toEqual(['A library itself cannot be deleted; delete the files or folders inside it.']);
    expect((await call(del, 'DELETE', '/profile_photos/none.png')).status).toBe(404);
    const audit = await db.auditEvent.findMany({ where: { promotion_id: promotionId, record_type: { in: ['GalleryFile', 'GalleryFolder'] } } });
    expect(audit.some((e) => e.action === 'undelete')).toBe(true);
  });
});

describe('isolation and roles', () => {
  it('keeps each promotion\'s library to itself and lets only masters in', async () => {
    await upload('/images/private', await png(), 'mine.png');
    const other = await createPromotion();
    expect((await call(get, 'GET', '/images/private', { promotion: other.id })).json.data).toEqual([]);
    expect((await call(get, 'GET', '/images/private/mine.png', { promotion: other.id })).json.data).toEqual([]);
    expect((await call(del, 'DELETE', '/images/private/mine.png', { promotion: other.id })).status).toBe(404);
    expect((await call(get, 'GET', '/images', { promotion: 999_999_999 })).status).toBe(404);
    const coordinator = await createUser({ promotionId, role: 'Coordinator' });
    const res = await call(get, 'GET', '/images', { as: await signInCookie(coordinator, { promotionId: null }) });
    expect(res.status).toBe(403);
  });
});

describe('scene tiles', () => {
  it('stores a tile through the upload pipeline and serves it', async () => {
    const res = await callRoute(uploadTile, { method: 'POST', host: HOST, path: '/api/scenes/tiles', cookie, form: form(CLEAN_SVG, 'tile.svg', 'image/svg+xml') });
    expect(res.status).toBe(201);
    expect(res.json.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect((await fetchFile(res.json.url)).status).toBe(200);
  });
});
