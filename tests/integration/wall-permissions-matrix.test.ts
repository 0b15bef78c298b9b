// The wall's per-post rules, for every role, through the real routes: each account of the authorization world (on its
// own promotion's host, or on the dashboard naming promotion A) meets a plain post, a flagged post, a wall expert's
// post, its own post and a post it is tagged in, and every rule's answer — in the post's `abilities` and in what the
// write routes do — is compared with the spec's rules restated here independently of server/auth/abilities.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { buildWorld, type Principal, type World } from '../helpers/authorization-world';
import { createUser } from '../helpers/factories';
import { GET as show, PUT as flag, DELETE as destroy } from '@/app/api/posts/[id]/route';
import { DELETE as untag } from '@/app/api/posts/[id]/tags/[user_id]/route';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';

// The spec's roles, restated: "coordinator" covers every coordinator level and the accounts above them; a poster is
// the wall expert. Reporting is left to those who can neither delete nor unreport others' posts.
const COORDINATORS: Role[] = ['Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller'];
const moderates = (r: Role) => r === 'Master' || COORDINATORS.includes(r) || r === 'Poster';

interface Situation {
  mine: boolean;
  flagged: boolean;
  byExpert: boolean;
  reportedByMe: boolean;
  taggedMe: boolean;
}

const expected = (role: Role, s: Situation) => ({
  delete: (s.mine || moderates(role)) && (!s.byExpert || role === 'Poster'),
  report: !s.mine && !s.flagged && !moderates(role) && !s.byExpert,
  unreport: s.flagged && (s.reportedByMe || moderates(role)),
  view_flagged: s.mine || moderates(role),
  follow: !s.mine && !s.flagged,
  remove_tag: s.taggedMe,
  open_user_popup: !s.mine && !s.flagged,
});

let world: World;
let members: Principal[];
let expertId: number;
let authorId: number;
let reporterId: number;

beforeAll(async () => {
  world = await buildWorld();
  // Everyone who reaches promotion A's wall: its participants and coordinators, and the cross-promotion accounts.
  members = world.principals.filter((p) => p.user && (p.home === 'A' || p.home === null));
  authorId = (await createUser({ promotionId: world.promotions.A.id, firstName: 'Author' })).id;
  reporterId = (await createUser({ promotionId: world.promotions.A.id, firstName: 'Reporter' })).id;
  expertId = world.principals.find((p) => p.role === 'Poster')!.user!.id;
}, 60_000);

const A = () => world.promotions.A;
const hostOf = (who: Principal) => (who.home === 'A' ? 'A' : 'dashboard') as 'A' | 'dashboard';
const qs = (who: Principal) => (who.home === 'A' ? '' : `?promotion_id=${A().id}`);

async function makePost(userId: number, o: { flaggedBy?: number; tag?: number } = {}) {
  const post = await db.post.create({
    data: {
      promotion_id: A().id, user_id: userId, content: 'matrix', wallable_type: 'Promotion', wallable_id: A().id,
      ...(o.flaggedBy ? { is_flagged: true, flagged_by: o.flaggedBy, flagged_at: new Date() } : {}),
    },
  });
  if (o.tag) await db.postTag.create({ data: { post_id: post.id, user_id: o.tag, promotion_id: A().id } });
  return post.id;
}

const call = async (who: Principal, handler: typeof show, id: number, method = 'GET', body?: unknown, extra: Record<string, string> = {}, path = `/api/posts/${id}`) =>
  callRoute(handler, {
    method, host: world.host(hostOf(who)), path: `${path}${qs(who)}`, cookie: await world.cookie(who, hostOf(who)),
    params: { id: String(id), ...extra }, body,
  });

describe('the wall’s per-post rules for every role', () => {
  it('answers each rule in abilities, and the flagged disguise, exactly as the spec says', async () => {
    const wrong: string[] = [];
    for (const who of members) {
      const me = who.user!.id;
      const situations: [string, Situation, number][] = [
        ['another’s post', { mine: false, flagged: false, byExpert: false, reportedByMe: false, taggedMe: false }, await makePost(authorId)],
        ['a flagged post', { mine: false, flagged: true, byExpert: false, reportedByMe: false, taggedMe: false }, await makePost(authorId, { flaggedBy: reporterId })],
        ['an expert’s post', { mine: me === expertId, flagged: false, byExpert: true, reportedByMe: false, taggedMe: false }, await makePost(expertId)],
        ['its own post', { mine: true, flagged: false, byExpert: who.role === 'Poster', reportedByMe: false, taggedMe: false }, await makePost(me)],
        ['a post tagging it', { mine: false, flagged: false, byExpert: false, reportedByMe: false, taggedMe: true }, await makePost(authorId, { tag: me })],
      ];
      if (who.role === 'User') {
        situations.push(['a post it reported', { mine: false, flagged: true, byExpert: false, reportedByMe: true, taggedMe: false }, await makePost(authorId, { flaggedBy: me })]);
      }
      for (const [label, situation, id] of situations) {
        const res = await call(who, show, id);
        const want = expected(who.role!, situation);
        if (res.status !== 200) {
          wrong.push(`${who.name}, ${label}: GET ${res.status}`);
          continue;
        }
        for (const [rule, value] of Object.entries(want)) {
          if (res.json.abilities[rule] !== value) wrong.push(`${who.name}, ${label}: ${rule} should be ${value}`);
        }
        const disguised = situation.flagged && !want.view_flagged;
        if ((res.json.user.profile.full_name === 'Flagged User') !== disguised) wrong.push(`${who.name}, ${label}: disguise should be ${disguised}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets each role report, unreport, delete and untag exactly when the rules say', async () => {
    const wrong: string[] = [];
    for (const who of members) {
      const role = who.role!;
      const me = who.user!.id;
      const plain = { mine: false, flagged: false, byExpert: false, reportedByMe: false, taggedMe: false };

      const toReport = await makePost(authorId);
      const reported = await call(who, flag, toReport, 'PUT', { is_flagged: true, flagged_by: me });
      if ((reported.status === 200) !== expected(role, plain).report) wrong.push(`${who.name}: report → ${reported.status}`);

      const toUnreport = await makePost(authorId, { flaggedBy: reporterId });
      const unreported = await call(who, flag, toUnreport, 'PUT', { is_flagged: false });
      if ((unreported.status === 200) !== expected(role, { ...plain, flagged: true }).unreport) wrong.push(`${who.name}: unreport → ${unreported.status}`);

      for (const [label, id, situation] of [
        ['another’s post', await makePost(authorId), plain],
        ['an expert’s post', await makePost(expertId), { ...plain, byExpert: true, mine: me === expertId }],
      ] as const) {
        const deleted = await call(who, destroy, id, 'DELETE');
        if ((deleted.status === 204) !== expected(role, situation).delete) wrong.push(`${who.name}: delete ${label} → ${deleted.status}`);
      }

      // Only the tagged user removes a tag: the author's tag of someone else is refused to everyone but that person.
      const tagged = await makePost(authorId, { tag: reporterId });
      const removed = await call(who, untag, tagged, 'DELETE', undefined, { user_id: String(reporterId) }, `/api/posts/${tagged}/tags/${reporterId}`);
      if (removed.status !== 403) wrong.push(`${who.name}: removing another’s tag → ${removed.status}`);
      const mine = await makePost(authorId, { tag: me });
      const own = await call(who, untag, mine, 'DELETE', undefined, { user_id: String(me) }, `/api/posts/${mine}/tags/${me}`);
      if (own.status !== 200) wrong.push(`${who.name}: removing its own tag → ${own.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
