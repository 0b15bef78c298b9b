// The scene library's administration: scenes (layout tile counts, safe image addresses, layout fixed once
// participants have the scene, delete only when unused), scene collections (order is what participants get next,
// delete refused while a promotion uses one), duo templates (images in sequence as participants read them, image
// count fixed while duos run) and duo collections; the role table of these routes.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { promotionById } from '@/server/tenancy/promotion-context';
import { ensureFirstScene } from '@/server/scenes/mutations';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { cookieFor, createDuo } from '../helpers/journey-factories';
import { GET as listScenes, POST as createScene } from '@/app/api/scenes/route';
import { GET as sceneTypes } from '@/app/api/scenes/types/route';
import { DELETE as deleteScene, GET as getScene, PUT as putScene } from '@/app/api/scenes/[id]/route';
import { GET as listCollections, POST as createCollection } from '@/app/api/collections/route';
import { DELETE as deleteCollection, PUT as putCollection } from '@/app/api/collections/[id]/route';
import { POST as createDuoCollection } from '@/app/api/duo_collections/route';
import { DELETE as deleteDuoCollection, GET as getDuoCollection, PUT as putDuoCollection } from '@/app/api/duo_collections/[id]/route';
import { GET as participantTemplates, POST as createTemplate } from '@/app/api/duo_templates/route';
import { DELETE as deleteTemplate, PUT as putTemplate } from '@/app/api/duo_templates/[id]/route';
import { ROLES } from '@/lib/roles';

const HOST = 'dashboard.localhost:3000';
let cookie: string;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
});

type H = Parameters<typeof callRoute>[0];
const call = (handler: H, method: string, params: Record<string, string> = {}, body?: unknown, as = cookie) =>
  callRoute(handler, { method, host: HOST, path: '/api/x', cookie: as, params, body });

const tiles = (n: number, prefix = '/demo/t') => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}.png`);
const newScene = async (name: string, layout: 1 | 2 = 2) => {
  const res = await call(createScene, 'POST', {}, { name, scene_type: 'trees', layout_version: layout, tile_urls: tiles(layout === 1 ? 10 : 5) });
  expect(res.status).toBe(201);
  return res.json as { id: number; name: string };
};

describe('scenes', () => {
  it('creates, reads, updates and deletes a scene; lists the types', async () => {
    const created = await call(createScene, 'POST', {}, { name: '  Quiet Forest ', scene_type: 'trees', layout_version: 2, tile_urls: tiles(5) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Quiet Forest', scene_type: 'trees', layout_version: 2, tile_count: 5, collection_count: 0 });
    const id = String(created.json.id);
    expect((await call(getScene, 'GET', { id })).json.tile_urls).toEqual(tiles(5));
    const put = await call(putScene, 'PUT', { id }, { name: 'Grid forest', scene_type: 'leaves', layout_version: 1, tile_urls: tiles(10, 'https://cdn.example.com/x') });
    expect(put.json).toMatchObject({ name: 'Grid forest', scene_type: 'leaves', layout_version: 1, tile_count: 10 });
    expect((await call(listScenes, 'GET')).json.data.some((s: { id: number }) => s.id === created.json.id)).toBe(true);
    expect((await call(sceneTypes, 'GET')).json.data.map((t: { value: string }) => t.value)).toEqual(['waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves']);
    expect((await call(deleteScene, 'DELETE', { id })).status).toBe(204);
    const gone = await call(getScene, 'GET', { id });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Scene could not be found.']);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Scene', record_id: id } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a wrong tile count, an unsafe address, an unknown type and a blank name, writing nothing', async () => {
    const before = await db.scene.count();
    const cases: [unknown, string][] = [
      [{ name: 'A', scene_type: 'trees', layout_version: 2, tile_urls: tiles(4) }, 'A layout 2 scene needs exactly 5 tile images.'],
      [{ name: 'A', scene_type: 'trees', layout_version: 1, tile_urls: tiles(5) }, 'A layout 1 scene needs exactly 10 tile images.'],
      [{ name: 'A', scene_type: 'trees', layout_version: 2, tile_urls: [...tiles(4), 'javascript:alert(1)'] }, 'Images and videos must be a path on this site (/…) or an https:// address.'],
      [{ name: 'A', scene_type: 'trees', layout_version: 2, tile_urls: [...tiles(4), '//evil.example/x.png'] }, 'Images and videos must be a path on this site (/…) or an https:// address.'],
      [{ name: 'A', scene_type: 'trees', layout_version: 2, tile_urls: [...tiles(4), 'http://plain.example/x.png'] }, 'Images and videos must be a path on this site (/…) or an https:// address.'],
      [{ name: 'A', scene_type: 'clouds', layout_version: 2, tile_urls: tiles(5) }, 'Scene type must be one of waves, trees, pebbles, ripples, wisps, leaves.'],
      [{ name: 'A', scene_type: 'trees', layout_version: 3, tile_urls: tiles(5) }, 'Layout must be 1 (grid) or 2 (layered).'],
      [{ name: '   ', scene_type: 'trees', layout_version: 2, tile_urls: tiles(5) }, 'Name is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(createScene, 'POST', {}, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors).toContain(message);
    }
    expect(await db.scene.count()).toBe(before);
  });

  it('keeps the layout of a scene participants have, and keeps a scene that is in a collection or in use', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const scene = await newScene('In use');
    const id = String(scene.id);
    await db.userScene.create({ data: { promotion_id: p.id, user_id: user.id, scene_id: scene.id, sequence: 1 } });
    const relayout = await call(putScene, 'PUT', { id }, { name: 'In use', scene_type: 'trees', layout_version: 1, tile_urls: tiles(10) });
    expect(relayout.status).toBe(422);
    expect(relayout.json.errors).toEqual(['Participants have this scene: its layout cannot change.']);
    // New art on the same layout is fine: participants see it at once.
    expect((await call(putScene, 'PUT', { id }, { name: 'New art', scene_type: 'trees', layout_version: 2, tile_urls: tiles(5, '/new') })).status).toBe(200);
    const inUse = await call(deleteScene, 'DELETE', { id });
    expect(inUse.json.errors).toEqual(['Participants have this scene: it cannot be deleted.']);

    const listed = await newScene('Listed');
    await call(createCollection, 'POST', {}, { name: 'Holds it', scene_ids: [listed.id] });
    const inCollection = await call(deleteScene, 'DELETE', { id: String(listed.id) });
    expect(inCollection.status).toBe(422);
    expect(inCollection.json.errors).toEqual(['This scene is in a scene collection: remove it from the collection first.']);
    expect(await db.scene.count({ where: { id: { in: [scene.id, listed.id] } } })).toBe(2);
  });
});

describe('scene collections', () => {
  it('orders the scenes participants get, counts scenes and tiles, and refuses unknown or repeated scenes', async () => {
    const a = await newScene('Alpha');
    const b = await newScene('Beta', 1);
    const created = await call(createCollection, 'POST', {}, { name: 'Spring', scene_ids: [a.id, b.id] });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Spring', scene_count: 2, tile_count: 15, promotion_count: 0 });
    const id = String(created.json.id);
    const reordered = await call(putCollection, 'PUT', { id }, { name: 'Spring', scene_ids: [b.id, a.id] });
    expect(reordered.json.scenes.map((s: { name: string }) => s.name)).toEqual(['Beta', 'Alpha']);

    // A participant of a promotion using it gets its first scene in the new order.
    const p = await createPromotion({ data: { collection_id: created.json.id } });
    const user = await createUser({ promotionId: p.id });
    await ensureFirstScene((await promotionById(p.id))!, user.id);
    expect((await db.userScene.findFirst({ where: { user_id: user.id }, select: { scene_id: true } }))?.scene_id).toBe(b.id);

    const missing = await call(putCollection, 'PUT', { id }, { name: 'Spring', scene_ids: [a.id, 999_999_999] });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual(['One of the chosen scenes does not exist.']);
    const twice = await call(putCollection, 'PUT', { id }, { name: 'Spring', scene_ids: [a.id, a.id] });
    expect(twice.json.errors).toContain('A scene can be in a collection only once.');
    expect((await call(listCollections, 'GET')).json.data.find((c: { id: number }) => c.id === created.json.id).scenes.map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);

    const used = await call(deleteCollection, 'DELETE', { id });
    expect(used.status).toBe(422);
    expect(used.json.errors).toEqual(['This collection is used by 1 promotion: choose another collection there first.']);
    await db.promotion.update({ where: { id: p.id }, data: { collection_id: null } });
    expect((await call(deleteCollection, 'DELETE', { id })).status).toBe(204);
    expect(await db.sceneCollectionScene.count({ where: { scene_collection_id: created.json.id } })).toBe(0);
  });
});

describe('duo templates and duo collections', () => {
  it('saves images in sequence as participants read them, and keeps the image count while duos run', async () => {
    const created = await call(createTemplate, 'POST', {}, {
      name: 'Gratitude walk', description: 'Walk and talk', video_url: 'https://video.example.com/walk.mp4',
      duo_images: [{ image_url: '/d/1.png' }, { image_url: '/d/2.png' }, { image_url: '/d/3.png' }],
    });
    expect(created.status).toBe(201);
    expect(created.json.duo_images).toEqual([{ image_url: '/d/1.png', sequence: 1 }, { image_url: '/d/2.png', sequence: 2 }, { image_url: '/d/3.png', sequence: 3 }]);
    const id = String(created.json.id);
    const reordered = await call(putTemplate, 'PUT', { id }, { name: 'Gratitude walk', duo_images: [{ image_url: '/d/3.png' }, { image_url: '/d/1.png' }, { image_url: '/d/2.png' }] });
    expect(reordered.json).toMatchObject({ video_url: null, description: null });
    expect(reordered.json.duo_images.map((i: { image_url: string }) => i.image_url)).toEqual(['/d/3.png', '/d/1.png', '/d/2.png']);

    const collection = await call(createDuoCollection, 'POST', {}, { name: 'Duos', duo_template_ids: [created.json.id] });
    expect(collection.json.duo_templates).toEqual([{ id: created.json.id, name: 'Gratitude walk', image_count: 3, preview_url: '/d/3.png' }]);
    const p = await createPromotion({ data: { duo_collection_id: collection.json.id, flags: { is_buddy_feature_displayed: true } } });
    const [u1, u2] = [await createUser({ promotionId: p.id }), await createUser({ promotionId: p.id })];
    const seen = await callRoute(participantTemplates, { host: p.host, path: '/api/duo_templates?page_size=0', cookie: await cookieFor(u1) });
    expect(seen.status).toBe(200);
    expect(seen.json.data[0].duo_images).toEqual([{ image: '/d/3.png', sequence: 1 }, { image: '/d/1.png', sequence: 2 }, { image: '/d/2.png', sequence: 3 }]);

    const duo = await createDuo(p.id, u1, u2, 'active');
    await db.duo.update({ where: { id: duo.id }, data: { duo_template_id: created.json.id } });
    const fewer = await call(putTemplate, 'PUT', { id }, { name: 'Gratitude walk', duo_images: [{ image_url: '/d/1.png' }] });
    expect(fewer.status).toBe(422);
    expect(fewer.json.errors).toEqual(['Duos in progress use this template: the number of its images cannot change.']);
    expect(await db.duoImage.count({ where: { duo_template_id: created.json.id } })).toBe(3);
    const used = await call(deleteTemplate, 'DELETE', { id });
    expect(used.json.errors).toEqual(['Duos use this template: it cannot be deleted.']);
    const none = await call(createTemplate, 'POST', {}, { name: 'Empty', duo_images: [] });
    expect(none.json.errors).toContain('A duo template needs at least one image.');
    const badVideo = await call(createTemplate, 'POST', {}, { name: 'Bad', video_url: 'javascript:alert(1)', duo_images: [{ image_url: '/x.png' }] });
    expect(badVideo.status).toBe(422);
  });

  it('creates, reorders and deletes duo collections; a used one stays', async () => {
    const t1 = (await call(createTemplate, 'POST', {}, { name: 'One', duo_images: [{ image_url: '/1.png' }] })).json;
    const t2 = (await call(createTemplate, 'POST', {}, { name: 'Two', duo_images: [{ image_url: '/2.png' }, { image_url: '/3.png' }] })).json;
    const c = (await call(createDuoCollection, 'POST', {}, { name: 'Pairs', duo_template_ids: [t1.id, t2.id] })).json;
    const id = String(c.id);
    const put = await call(putDuoCollection, 'PUT', { id }, { name: 'Pairs 2', duo_template_ids: [t2.id, t1.id] });
    expect(put.json.duo_templates.map((t: { name: string }) => t.name)).toEqual(['Two', 'One']);
    expect((await call(getDuoCollection, 'GET', { id })).json.name).toBe('Pairs 2');
    const missing = await call(putDuoCollection, 'PUT', { id }, { name: 'Pairs', duo_template_ids: [999_999_999] });
    expect(missing.json.errors).toEqual(['One of the chosen duo templates does not exist.']);
    const p = await createPromotion({ data: { duo_collection_id: c.id } });
    expect((await call(deleteDuoCollection, 'DELETE', { id })).json.errors).toEqual(['This collection is used by 1 promotion: choose another collection there first.']);
    await db.promotion.update({ where: { id: p.id }, data: { duo_collection_id: null } });
    expect((await call(deleteDuoCollection, 'DELETE', { id })).status).toBe(204);
    // Deleting an unused template takes it out of its collections too.
    expect((await call(deleteTemplate, 'DELETE', { id: String(t1.id) })).status).toBe(204);
  });
});

describe('the role table', () => {
  it('lets only a master read or change the library, on the dashboard only', async () => {
    const p = await createPromotion();
    for (const role of ROLES) {
      const user = await createUser({ promotionId: role === 'Master' ? null : p.id, role });
      const onDashboard = await signInCookie(user, { promotionId: null });
      const list = await call(listCollections, 'GET', {}, undefined, onDashboard);
      const create = await call(createScene, 'POST', {}, { name: 'x', scene_type: 'trees', layout_version: 2, tile_urls: tiles(5) }, onDashboard);
      if (role === 'Master') {
        expect([list.status, create.status]).toEqual([200, 201]);
      } else {
        expect([list.status, create.status], role).toEqual([403, 403]);
      }
    }
    const visitor = await call(listCollections, 'GET', {}, undefined, '');
    expect(visitor.status).toBe(401);
    // On a promotion's host the dashboard's session does not count: the library is a dashboard matter.
    const onHost = await callRoute(listCollections, { host: p.host, path: '/api/collections', cookie });
    expect(onHost.status).toBe(401);
  });
});
