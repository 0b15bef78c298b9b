// Programs as portable packages (docs/packages.md): the round trip of the seeded demo promotion (export, import into
// a fresh promotion, export again: equal apart from ids and dates), images that travel as bytes and come back as
// stored files, the preview's added / changed / unchanged, one transaction, the refusals of hostile or malformed
// archives (422, never 500), and who may call the routes.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { fileStorage, storageKey } from '@/server/files/storage';
import { seedDemo } from '@/prisma/seed/run';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as download, POST as apply } from '@/app/api/promotions/[id]/package/route';
import { POST as preview } from '@/app/api/promotions/[id]/package/preview/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;
let acmeId: number;

beforeAll(async () => {
  await seedDemo(process.env.DATABASE_URL!, () => {});
  forgetCachedPromotions();
  acmeId = (await db.promotion.findUniqueOrThrow({ where: { subdomain: 'acme' } })).id;
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
}, 240_000);

async function exportZip(promotionId: number, cookie = master): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const request = new NextRequest(`http://${DASHBOARD}/api/promotions/${promotionId}/package`, { headers: { host: DASHBOARD, cookie } });
  const response = await download(request, { params: Promise.resolve({ id: String(promotionId) }) });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

const form = (bytes: Uint8Array, name = 'program.zip') => {
  const data = new FormData();
  data.append('file', new File([Buffer.from(bytes)], name, { type: 'application/zip' }));
  return data;
};
const send = (handler: typeof apply | typeof preview, promotionId: number, bytes: Uint8Array, cookie = master) =>
  callRoute(handler, {
    method: 'POST', host: DASHBOARD, cookie, params: { id: String(promotionId) }, form: form(bytes),
    path: `/api/promotions/${promotionId}/package${handler === preview ? '/preview' : ''}`,
  });

/** The package's files as values, without the manifest's source and date (which name the exporting promotion). */
function contents(zip: Uint8Array) {
  const files = unzipSync(zip);
  const out: Record<string, unknown> = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name.startsWith('images/')) out[name] = Buffer.from(bytes).toString('base64');
    else out[name] = JSON.parse(strFromU8(bytes));
  }
  const manifest = out['manifest.json'] as { source: unknown; exported_at: unknown };
  out['manifest.json'] = { ...manifest, source: undefined, exported_at: undefined };
  return out;
}

const rezip = (zip: Uint8Array, change: (files: Record<string, Uint8Array>) => void) => {
  const files = unzipSync(zip);
  change(files);
  return zipSync(files as Zippable);
};
const editJson = (files: Record<string, Uint8Array>, name: string, edit: (value: any) => unknown) => {
  files[name] = strToU8(JSON.stringify(edit(JSON.parse(strFromU8(files[name]!)))));
};

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('program packages', () => {
  it('round-trips the demo promotion: export, import into a fresh promotion, export again gives the same package', async () => {
    const first = await exportZip(acmeId);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    const manifest = JSON.parse(strFromU8(unzipSync(first.bytes)['manifest.json']!));
    expect(manifest).toMatchObject({ schema_version: 1, source: { promotion: expect.any(String) } });
    for (const kind of ['content', 'activities', 'badges', 'levels', 'competitions', 'behaviors', 'point_thresholds', 'evaluations', 'scenes', 'collections']) {
      expect({ kind, count: manifest.counts[kind] }).toEqual({ kind, count: expect.any(Number) });
      expect(manifest.counts[kind], kind).toBeGreaterThan(0);
    }

    const fresh = await createPromotion();
    const previewed = await send(preview, fresh.id, first.bytes);
    expect(previewed.status, JSON.stringify(previewed.json)).toBe(200);
    expect(previewed.json.totals.changed).toBe(0);
    expect(previewed.json.kinds.find((k: { kind: string }) => k.kind === 'activities').added.length).toBe(manifest.counts.activities);
    // A preview changes nothing.
    expect(await db.activity.count({ where: { promotion_id: fresh.id } })).toBe(0);

    const applied = await send(apply, fresh.id, first.bytes);
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.totals.added).toBe(previewed.json.totals.added);

    const second = await exportZip(fresh.id);
    expect(contents(second.bytes)).toEqual(contents(first.bytes));

    // Importing the same package again finds everything unchanged and writes nothing.
    const again = await send(preview, fresh.id, first.bytes);
    expect(again.json.totals).toEqual({ added: 0, changed: 0, unchanged: applied.json.totals.added });
    const audit = await db.auditEvent.count({ where: { promotion_id: fresh.id, action: 'import' } });
    expect(audit).toBe(1);
  }, 120_000);

  it('carries stored images as bytes and stores them again in the target, scene tiles included', async () => {
    const source = await createPromotion();
    const key = storageKey('image/png');
    await fileStorage().put(key, PNG, 'image/png');
    const url = `/api/files/${key}`;
    const scene = await db.scene.create({ data: { name: `Harbour ${source.id}`, scene_type: 'waves', layout_version: 2, tile_urls: [url, url] } });
    const collection = await db.sceneCollection.create({ data: { name: `Harbour set ${source.id}`, scenes: { create: [{ scene_id: scene.id, sequence: 1 }] } } });
    await db.promotion.update({ where: { id: source.id }, data: { collection_id: collection.id } });
    await db.activity.create({ data: { promotion_id: source.id, category: 'create_calm', name: 'Breathe', image_url: url } });

    const first = await exportZip(source.id);
    const files = unzipSync(first.bytes);
    const images = Object.keys(files).filter((n) => n.startsWith('images/'));
    expect(images).toEqual([expect.stringMatching(/^images\/[0-9a-f]{64}\.png$/)]);
    expect(JSON.parse(strFromU8(files['activities.json']!))[0].image_url).toBe(images[0]);

    const target = await createPromotion();
    expect((await send(apply, target.id, first.bytes)).status).toBe(200);
    const activity = await db.activity.findFirstOrThrow({ where: { promotion_id: target.id } });
    expect(activity.image_url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(activity.image_url).not.toBe(url);
    const stored = await fileStorage().get(activity.image_url!.split('/').pop()!);
    expect(Buffer.from(stored!.bytes).equals(PNG)).toBe(true);
    // The library scene equal to the package's is reused, not copied: the promotion shows the same collection.
    expect((await db.promotion.findUniqueOrThrow({ where: { id: target.id } })).collection_id).toBe(collection.id);
    expect(contents((await exportZip(target.id)).bytes)).toEqual(contents(first.bytes));
  });

  it('previews a changed item as changed and applies only what differs', async () => {
    const source = await createPromotion();
    await db.level.createMany({ data: [{ promotion_id: source.id, name: 'Seed', sequence: 1 }, { promotion_id: source.id, name: 'Sprout', sequence: 2 }] });
    const zip = (await exportZip(source.id)).bytes;
    const target = await createPromotion();
    await db.level.create({ data: { promotion_id: target.id, name: 'Seed', sequence: 5 } });
    await db.level.create({ data: { promotion_id: target.id, name: 'Oak', sequence: 9 } });
    const res = await send(preview, target.id, zip);
    expect(res.json.kinds.find((k: { kind: string }) => k.kind === 'levels')).toMatchObject({ added: ['Sprout'], changed: ['Seed'], unchanged: [] });
    expect((await send(apply, target.id, zip)).status).toBe(200);
    const levels = await db.level.findMany({ where: { promotion_id: target.id }, orderBy: { sequence: 'asc' }, select: { name: true, sequence: true } });
    // Oak, which the package does not name, stays: an import never deletes.
    expect(levels).toEqual([{ name: 'Seed', sequence: 1 }, { name: 'Sprout', sequence: 2 }, { name: 'Oak', sequence: 9 }]);
  });

  it('applies in one transaction: a package breaking a database rule imports nothing (422)', async () => {
    const source = await createPromotion();
    await db.level.create({ data: { promotion_id: source.id, name: 'Seed', sequence: 1 } });
    await db.evaluationDefinition.create({ data: { promotion_id: source.id, name: 'Initial', days_from_start: '0' } });
    const zip = rezip((await exportZip(source.id)).bytes, (files) =>
      // Both days_from_start and dates: the CHECK of evaluation_definitions refuses it, after the level was written.
      editJson(files, 'evaluations.json', (items) => [{ ...items[0], start_date: '2026-01-01', end_date: '2026-02-01' }]));
    const target = await createPromotion();
    const res = await send(apply, target.id, zip);
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(res.json.errors[0]).toMatch(/nothing was imported/);
    expect(await db.level.count({ where: { promotion_id: target.id } })).toBe(0);
  });

  describe('refusals (422 with the reasons, never 500)', () => {
    let good: Uint8Array;
    let target: number;
    beforeAll(async () => {
      const source = await createPromotion();
      await db.level.create({ data: { promotion_id: source.id, name: 'Seed', sequence: 1 } });
      good = (await exportZip(source.id)).bytes;
      target = (await createPromotion()).id;
    });

    const refused = async (bytes: Uint8Array, pattern: RegExp) => {
      for (const handler of [preview, apply]) {
        const res = await send(handler, target, bytes);
        expect(res.status, JSON.stringify(res.json)).toBe(422);
        expect(res.json.errors.join(' ')).toMatch(pattern);
      }
    };

    it('a file that is not a ZIP', () => refused(strToU8('hello, not a zip at all, but long enough'), /not a ZIP/));
    it('a ZIP without a manifest', () => refused(rezip(good, (f) => delete f['manifest.json']), /no manifest/));
    it('another schema version', () => refused(rezip(good, (f) => editJson(f, 'manifest.json', (m) => ({ ...m, schema_version: 2 }))), /schema version is 2/));
    it('a path climbing out', () => refused(zipSync({ 'manifest.json': unzipSync(good)['manifest.json']!, '../../etc/cron.d/x': strToU8('x') }), /unsafe name/));
    it('an absolute path', () => refused(zipSync({ '/tmp/x.json': strToU8('[]') }), /unsafe name/));
    it('an unexpected file', () => refused(rezip(good, (f) => (f['run.sh'] = strToU8('rm -rf /'))), /unexpected file/));
    it('too many entries', () => {
      const files: Zippable = {};
      for (let i = 0; i < 2_001; i += 1) files[`images/${String(i).padStart(64, '0')}.png`] = PNG;
      return refused(zipSync(files), /at most 2000 files/);
    });
    it('an entry declaring more than a package may expand to (a zip bomb)', () => {
      // The sizes a bomb declares, patched into a small archive's local header and central directory.
      const zip = Buffer.from(good);
      for (let at = 0; at < zip.length - 4; at += 1) {
        const signature = zip.readUInt32LE(at);
        if (signature === 0x04034b50) zip.writeUInt32LE(300 * 1024 * 1024, at + 22);
        if (signature === 0x02014b50) zip.writeUInt32LE(300 * 1024 * 1024, at + 24);
      }
      return refused(new Uint8Array(zip), /expands to more/);
    });
    it('malformed JSON', () => refused(rezip(good, (f) => (f['levels.json'] = strToU8('[{"key":'))), /levels.json is not valid JSON/));
    it('a field of the wrong type', () => refused(rezip(good, (f) => editJson(f, 'levels.json', (l) => [{ ...l[0], sequence: 'first' }])), /levels.json: 0.sequence/));
    it('a reference the package does not define', () =>
      refused(rezip(good, (f) => editJson(f, 'activities.json', () => [{
        key: 'A', name: 'A', category: 'create_calm', week_available: 1, sequence: 1, parent: 'Nobody', blurb: null, content: null, image_url: null,
        question: null, answers: [], correct_answer: null, is_logging: true, areas_of_interest: [],
      }])), /"Nobody"/));
    it('an image whose bytes do not match its name', () =>
      refused(rezip(good, (f) => (f[`images/${'a'.repeat(64)}.png`] = PNG)), /not a PNG/));
    it('a stored file URL of the source installation', () =>
      refused(rezip(good, (f) => editJson(f, 'badges.json', () => [{
        key: 'x/y', category: 'custom', name: 'y', goal: 1, goal2: null, hide_until_earned: false, image_url: '/api/files/0123.png', sequence: 1, overrides_default: null,
      }])), /badges.json: 0.image_url/));
    it('no file at all', async () => {
      const res = await callRoute(apply, { method: 'POST', host: DASHBOARD, cookie: master, params: { id: String(target) }, path: `/api/promotions/${target}/package`, form: new FormData() });
      expect(res.status).toBe(422);
    });
  });

  describe('who may', () => {
    it('refuses resellers and super coordinators (403) and answers 404 for a promotion that does not exist', async () => {
      const zip = (await exportZip(acmeId)).bytes;
      for (const role of ['Reseller', 'Super Coordinator'] as const) {
        const cookie = await signInCookie(await createUser({ promotionId: null, role }), { promotionId: null });
        expect((await exportZip(acmeId, cookie)).status).toBe(403);
        expect((await send(preview, acmeId, zip, cookie)).status).toBe(403);
        expect((await send(apply, acmeId, zip, cookie)).status).toBe(403);
      }
      expect((await exportZip(99_999_999)).status).toBe(404);
      expect((await send(apply, 99_999_999, zip)).status).toBe(404);
    });
  });
});
