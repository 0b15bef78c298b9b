// The object permissions in "action:entity:access" form: `own` is everyone's, `any` per role; the wall's rules read them.
import { describe, expect, it } from 'vitest';
import { hasPermission, mayDeletePost, mayEditUserSettings, mayOn, mayReadJournal, mayUnreportPost, mayViewFlaggedPost, type PostFacts } from '@/server/auth/abilities';
import type { Actor } from '@/server/auth/actor';

const post = (over: Partial<PostFacts> = {}): PostFacts => ({ user_id: 1, author_is_expert: false, is_flagged: false, flagged_by: null, tagged_user_ids: [], ...over });
const author = { id: 1, role: 'User' as const };
const other = { id: 2, role: 'User' as const };
const coordinator = { id: 3, role: 'Coordinator' as const };
const poster = { id: 4, role: 'Poster' as const };

describe('own and any', () => {
  it('gives every account :own and only the granted roles :any', () => {
    expect(hasPermission(other, 'delete:post:own')).toBe(true);
    expect(hasPermission(other, 'delete:post:any')).toBe(false);
    expect(hasPermission(coordinator, 'delete:post:any')).toBe(true);
    expect(hasPermission(coordinator, 'delete:expert_post:any')).toBe(false);
    expect(hasPermission(poster, 'delete:expert_post:any')).toBe(true);
  });

  it('reaches an object through :own only when the account owns it', () => {
    expect(mayOn(author, 'delete:post', 1)).toBe(true);
    expect(mayOn(other, 'delete:post', 1)).toBe(false);
    expect(mayOn(other, 'unreport:post', null)).toBe(false);
    expect(mayOn(coordinator, 'unreport:post', null)).toBe(true);
  });
});

describe('the wall through own/any', () => {
  it('deletes: the author, moderators and posters; an expert post only by posters', () => {
    expect([author, other, coordinator, poster].map((a) => mayDeletePost(a, post()))).toEqual([true, false, true, true]);
    const expert = post({ user_id: 4, author_is_expert: true });
    expect([author, other, coordinator, poster].map((a) => mayDeletePost(a, expert))).toEqual([false, false, false, true]);
  });

  it('unreports: the reporter, moderators and posters, and only a flagged post', () => {
    const flagged = post({ is_flagged: true, flagged_by: 2 });
    expect([author, other, coordinator, poster].map((a) => mayUnreportPost(a, flagged))).toEqual([false, true, true, true]);
    expect(mayUnreportPost(coordinator, post())).toBe(false);
  });

  it('shows a flagged post as it is to its author, moderators and posters', () => {
    const flagged = post({ is_flagged: true, flagged_by: 2 });
    expect([author, other, coordinator, poster].map((a) => mayViewFlaggedPost(a, flagged))).toEqual([true, false, true, true]);
  });
});

describe('settings and reflections', () => {
  it('changes another account’s settings only with users.manage_others (masters)', () => {
    const actor = (id: number, role: Actor['role']) => ({ id, role }) as Actor;
    expect(mayEditUserSettings(actor(1, 'User'), 1)).toBe(true);
    expect(mayEditUserSettings(actor(1, 'Coordinator'), 2)).toBe(false);
    expect(mayEditUserSettings(actor(1, 'Master'), 2)).toBe(true);
  });

  it('reads a reflection: the author, or an accepted friend while the buddy feature shows', () => {
    expect(mayReadJournal({ id: 1 }, { owner_id: 1, buddies_on: false, are_friends: false })).toBe(true);
    expect(mayReadJournal({ id: 2 }, { owner_id: 1, buddies_on: true, are_friends: true })).toBe(true);
    expect(mayReadJournal({ id: 2 }, { owner_id: 1, buddies_on: false, are_friends: true })).toBe(false);
    expect(mayReadJournal({ id: 2 }, { owner_id: 1, buddies_on: true, are_friends: false })).toBe(false);
  });
});
