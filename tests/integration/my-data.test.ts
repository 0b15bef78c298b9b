// My data (docs/settings-and-my-data.md): the export holds everything about the person (a written reflection and a
// message among it) and nothing secret, only its owner downloads it, large ones go through the job with progress; and
// deleting an account leaves no personal row anywhere — checked over every table that references users and over
// every text column of the database — while posts stay as "Former participant" and team totals lose the points.
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { teamsWorld, teamOf } from '../helpers/team-factories';
import { GET as latest, POST as requestExportRoute } from '@/app/api/users/me/data_exports/route';
import { GET as exportStatus } from '@/app/api/users/me/data_exports/[exportId]/route';
import { GET as download } from '@/app/api/users/me/data_exports/[exportId]/download/route';
import { POST as deleteAccount } from '@/app/api/users/me/account_deletion/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { db } from '@/server/db';
import { requestExport, runExport } from '@/server/my-data/exports';
import { fileStorage, storageKey } from '@/server/files/storage';
import { randomBytes } from 'node:crypto';

type Caller = { host: string; cookie: string };
const exportNow = (c: Caller) => callRoute(requestExportRoute, { method: 'POST', host: c.host, path: '/api/users/me/data_exports', cookie: c.cookie });
const fetchFile = (c: Caller, id: string) =>
  callRoute(download, { host: c.host, path: `/api/users/me/data_exports/${id}/download`, cookie: c.cookie, params: { exportId: id } });
const remove = (c: Caller, body: unknown) => callRoute(deleteAccount, { method: 'POST', host: c.host, path: '/api/users/me/account_deletion', cookie: c.cookie, body });
const me = (c: Caller) => callRoute(getUser, { host: c.host, path: '/api/users/me', cookie: c.cookie, params: { id: 'me' } });

/** The file as the browser gets it (callRoute reads bodies as text, which a ZIP is not). */
async function zipOf(c: Caller, id: string): Promise<Record<string, string>> {
  const { NextRequest } = await import('next/server');
  const res = await download(new NextRequest(`http://${c.host}/api/users/me/data_exports/${id}/download`, { headers: { host: c.host, cookie: c.cookie } }), { params: Promise.resolve({ exportId: id }) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

async function withWritings() {
  const p = await createPromotion();
  const tag = randomBytes(4).toString('hex');
  const user = await createUser({ promotionId: p.id, firstName: 'Noor', lastName: `Zed${tag}`, email: `noor-${tag}@example.com` });
  const friend = await createUser({ promotionId: p.id, firstName: 'Sam', lastName: 'Friend' });
  const caller = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
  const reflection = await db.post.create({
    data: { promotion_id: p.id, user_id: user.id, content: `My reflection ${tag}: the walk helped.`, wallable_type: 'User', wallable_id: user.id, postable_type: 'Journal' },
  });
  const wallPost = await db.post.create({ data: { promotion_id: p.id, user_id: user.id, content: `Wall hello ${tag}`, wallable_type: 'Promotion', wallable_id: p.id } });
  const conversation = await db.conversation.create({ data: { promotion_id: p.id, conversation_type: 'i', created_by_id: user.id } });
  await db.conversationMember.createMany({ data: [user, friend].map((u) => ({ conversation_id: conversation.id, user_id: u.id, promotion_id: p.id })) });
  const message = await db.message.create({ data: { promotion_id: p.id, conversation_id: conversation.id, user_id: user.id, content: `A message ${tag}` } });
  await db.friendship.create({ data: { promotion_id: p.id, friender_id: user.id, friendee_id: friend.id, status: 'A' } });
  await db.notification.create({ data: { promotion_id: p.id, user_id: friend.id, key: 'like', message: `Noor Zed${tag} liked your post.` } });
  await db.feedback.create({ data: { promotion_id: p.id, user_id: user.id, name: `Noor Zed${tag}`, email: user.email, feedback: 'Nice.' } });
  return { p, tag, user, friend, caller, reflection, wallPost, conversation, message };
}

describe('download my data', () => {
  it('holds the account, a written reflection and a message, and no secret', async () => {
    const w = await withWritings();
    const res = await exportNow(w.caller);
    expect(res.status).toBe(201);
    expect(res.json.data_export).toMatchObject({ status: 'ready', progress: 100, download_url: expect.stringContaining('/download') });
    const files = await zipOf(w.caller, res.json.data_export.id);
    expect(JSON.parse(files['my-data/account.json']!)).toMatchObject({ email: w.user.email, profile: { first_name: 'Noor' } });
    const posts = JSON.parse(files['my-data/tables/posts.json']!) as { content: string }[];
    expect(posts.map((p) => p.content)).toEqual(expect.arrayContaining([w.reflection.content, w.wallPost.content]));
    const messages = JSON.parse(files['my-data/tables/messages.json']!) as { content: string }[];
    expect(messages.map((m) => m.content)).toContain(w.message.content);
    expect(files['my-data/tables/friendships.json']).toBeDefined();
    const everything = Object.values(files).join('\n');
    expect(everything).not.toMatch(/scrypt\$|password_hash|token_hash/);
    // Session ids are bearer secrets: the sessions are listed without them.
    const sessions = JSON.parse(files['my-data/tables/user_sessions.json']!) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]).not.toHaveProperty('id');
  });

  it('is downloadable by its owner only, and not once expired', async () => {
    const w = await withWritings();
    const id = (await exportNow(w.caller)).json.data_export.id as string;
    const stranger = { host: w.p.host, cookie: await signInCookie(w.friend, { promotionId: w.p.id }) };
    expect((await fetchFile(stranger, id)).status).toBe(404);
    expect((await callRoute(exportStatus, { host: w.p.host, path: `/api/users/me/data_exports/${id}`, cookie: stranger.cookie, params: { exportId: id } })).status).toBe(404);
    expect((await fetchFile({ host: w.p.host, cookie: '' }, id)).status).toBe(401);
    await db.dataExport.update({ where: { id }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await fetchFile(w.caller, id)).status).toBe(404);
    expect((await callRoute(latest, { host: w.p.host, path: '/api/users/me/data_exports', cookie: w.caller.cookie })).json.data_export).toBeNull();
  });

  it('asks again within the cooldown answer the same export', async () => {
    const w = await withWritings();
    const first = (await exportNow(w.caller)).json.data_export.id;
    expect((await exportNow(w.caller)).json.data_export.id).toBe(first);
    expect(await db.dataExport.count({ where: { user_id: w.user.id } })).toBe(1);
  });

  it('a large export is queued for the job, which reports progress and makes it ready', async () => {
    const w = await withWritings();
    const queued = await requestExport(w.user.id, { inlineRowLimit: 0 });
    expect(queued.status).toBe('queued');
    expect(queued.progress).toBe(0);
    expect(await runExport(queued.id)).toEqual({ status: 'ready' });
    const status = await callRoute(exportStatus, { host: w.p.host, path: `/api/users/me/data_exports/${queued.id}`, cookie: w.caller.cookie, params: { exportId: queued.id } });
    expect(status.json.data_export).toMatchObject({ status: 'ready', progress: 100 });
    const files = await zipOf(w.caller, queued.id);
    expect(files['my-data/tables/messages.json']).toContain(w.message.content);
  });
});

/** Every column that holds a user id: the foreign keys to users, and any *user_id / *_by_id column without one. */
async function userColumns(): Promise<{ table: string; column: string }[]> {
  return db.$queryRawUnsafe(`
    SELECT DISTINCT c.conrelid::regclass::text AS "table", a.attname::text AS "column"
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
    UNION
    SELECT table_name::text, column_name::text FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('integer', 'bigint')
       AND (column_name LIKE '%user_id' OR column_name LIKE '%\\_by\\_id' OR column_name IN ('friender_id', 'friendee_id', 'sender_id', 'receiver_id', 'flagged_by'))
    ORDER BY 1, 2`);
}

/** Every text and JSON column of the database, for a search of a value in all of them. */
async function textColumns(): Promise<{ table: string; column: string; type: string }[]> {
  return db.$queryRawUnsafe(`
    SELECT c.table_name::text AS "table", c.column_name::text AS "column", c.data_type::text AS "type"
      FROM information_schema.columns c JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')`);
}

async function rowsMentioning(value: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column, type } of await textColumns()) {
    const expr = type.startsWith('json') ? `"${column}"::text` : `"${column}"`;
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower(${expr}), lower($1)) > 0`, value);
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('delete my account', () => {
  it('needs the password and the word DELETE; a wrong password deletes nothing', async () => {
    const w = await withWritings();
    expect((await remove(w.caller, { password: TEST_PASSWORD })).status).toBe(422);
    const wrong = await remove(w.caller, { password: 'nope', confirm: 'DELETE' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual(['That password is not correct. Your account was not deleted.']);
    expect(await db.user.count({ where: { id: w.user.id } })).toBe(1);
  });

  it('leaves no personal row, keeps posts and messages as "Former participant", and signs out everywhere', async () => {
    const w = await withWritings();
    const otherDevice = { host: w.p.host, cookie: await signInCookie(w.user, { promotionId: w.p.id }) };
    await exportNow(w.caller);
    expect((await rowsMentioning(w.tag)).length).toBeGreaterThan(0);

    const res = await remove(w.caller, { password: TEST_PASSWORD, confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect(res.setCookies.join('\n')).toMatch(/next-auth\.session-token=;/);
    expect((await me(w.caller)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);

    const columns = await userColumns();
    expect(columns.length).toBeGreaterThan(40);
    const left: string[] = [];
    for (const { table, column } of columns) {
      const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, w.user.id);
      if (row!.n > 0) left.push(`${table}.${column}`);
    }
    expect(left).toEqual([]);
    expect(await db.user.count({ where: { id: w.user.id } })).toBe(0);

    // Neither the address nor the (unique) name is anywhere in the database any more.
    expect(await rowsMentioning(w.user.email)).toEqual([]);
    expect(await rowsMentioning(`Zed${w.tag}`)).toEqual([]);

    // What others read stays: the wall post and the message, now by "Former participant"; the private reflection went.
    const post = await db.post.findUniqueOrThrow({ where: { id: w.wallPost.id }, select: { user: { select: { deleted_at: true, profile: { select: { first_name: true } } } } } });
    expect(post.user.profile?.first_name).toBe('Former participant');
    expect(post.user.deleted_at).not.toBeNull();
    expect(await db.post.count({ where: { id: w.reflection.id } })).toBe(0);
    const message = await db.message.findUniqueOrThrow({ where: { id: w.message.id }, select: { content: true, user: { select: { profile: { select: { first_name: true } } } } } });
    expect(message).toMatchObject({ content: w.message.content, user: { profile: { first_name: 'Former participant' } } });
    const notice = await db.notification.findFirstOrThrow({ where: { user_id: w.friend.id } });
    expect(notice.message).toBe('Former participant liked your post.');
  });

  it('removes the stored file of the profile photo, and keeps the photo of a post that stays', async () => {
    const w = await withWritings();
    const [profileKey, postKey] = [storageKey('image/png'), storageKey('image/png')];
    for (const key of [profileKey, postKey]) {
      await fileStorage().put(key, new Uint8Array([1, 2, 3]), 'image/png');
      await db.uploadedFile.create({ data: { promotion_id: w.p.id, user_id: w.user.id, url: `/api/files/${key}`, storage_key: key, content_type: 'image/png', byte_size: 3 } });
    }
    await db.post.update({ where: { id: w.wallPost.id }, data: { photo_url: `/api/files/${postKey}` } });
    expect((await remove(w.caller, { password: TEST_PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    expect(await fileStorage().get(profileKey)).toBeNull();
    expect(await fileStorage().get(postKey)).not.toBeNull();
    expect(await db.uploadedFile.count({ where: { storage_key: postKey } })).toBe(1);
  });

  it('takes the member’s points out of the team total (decision 003) and hands a leader’s team to the next member', async () => {
    const { ann, bob, cat } = await teamsWorld();
    const team = await teamOf(ann, 'Walkers', [bob, cat]);
    await db.teamMember.updateMany({ where: { team_id: team.id, user_id: ann.id }, data: { contributed: 40 } });
    await db.teamMember.updateMany({ where: { team_id: team.id, user_id: bob.id }, data: { contributed: 25 } });
    await db.team.update({ where: { id: team.id }, data: { total_points: 65 } });

    expect((await remove(ann, { password: TEST_PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const after = await db.team.findUniqueOrThrow({ where: { id: team.id }, select: { total_points: true, status: true, members: { select: { user_id: true, is_leader: true, contributed: true } } } });
    expect(after.total_points).toBe(25);
    expect(after.total_points).toBe(after.members.reduce((s, m) => s + m.contributed, 0));
    expect(after.members.find((m) => m.is_leader)?.user_id).toBe(bob.id);
    expect(after.members.map((m) => m.user_id).sort()).toEqual([bob.id, cat.id].sort());
  });

  it('leaves an official team below its minimum pending, as any member leaving would, even after enrollment closed', async () => {
    const { c, ann, bob, cat } = await teamsWorld({ min: 3 });
    const team = await teamOf(ann, 'Striders', [bob, cat]);
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).status).toBe(1);
    await db.competition.update({ where: { id: c.id }, data: { enrollment_starts_on: new Date('2000-01-01'), enrollment_ends_on: new Date('2000-01-02') } });

    expect((await remove(cat, { password: TEST_PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).status).toBe(0);
    const talk = await db.conversation.findFirst({ where: { team_id: team.id }, select: { members: { select: { user_id: true } } } });
    expect(talk?.members.map((m) => m.user_id).sort()).toEqual([ann.id, bob.id].sort());
  });

  it('a coordinator no longer finds the deleted participant, and the promotion has one "Former participant" for all', async () => {
    const a = await withWritings();
    const second = await createUser({ promotionId: a.p.id, firstName: 'Ola', lastName: 'Second' });
    await db.post.create({ data: { promotion_id: a.p.id, user_id: second.id, content: 'Second post', wallable_type: 'Promotion', wallable_id: a.p.id } });
    expect((await remove(a.caller, { password: TEST_PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    expect((await remove({ host: a.p.host, cookie: await signInCookie(second, { promotionId: a.p.id }) }, { password: TEST_PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const listed = await db.user.findMany({ where: { promotion_id: a.p.id, deleted_at: null }, select: { id: true } });
    expect(listed.map((u) => u.id)).toEqual([a.friend.id]);
    const authors = await db.post.findMany({ where: { promotion_id: a.p.id }, select: { user_id: true }, distinct: ['user_id'] });
    expect(authors).toHaveLength(1);
  });
});
