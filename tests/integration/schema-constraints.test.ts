// What the database itself enforces, whatever the application does (docs/domain-model.md): foreign keys, one email
// per promotion, the spec's status codes as CHECK constraints, the partial unique indexes, cascades when a
// promotion goes, and the two soft deletes the spec can undo (teams, gallery files).
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createPromotion, createUser } from '../helpers/factories';
import { promotionGraph, promotionRowCounts } from '../helpers/schema-factories';

/** Runs SQL that must be refused, and checks the error names the constraint that refused it. */
async function refused(constraint: string | RegExp, sql: string, ...params: unknown[]) {
  await expect(db.$executeRawUnsafe(sql, ...params)).rejects.toThrow(constraint);
}
const ok = (sql: string, ...params: unknown[]) => db.$executeRawUnsafe(sql, ...params);

describe('foreign keys', () => {
  it('refuses rows that point at nothing', async () => {
    const g = await promotionGraph();
    await refused(/foreign key/i, `INSERT INTO users (email, role, promotion_id, updated_at) VALUES ('x@example.com', 'User', 987654, now())`);
    await refused(/user_activities_activity_id_fkey/, `INSERT INTO user_activities (promotion_id, user_id, activity_id, updated_at) VALUES ($1, $2, 987654, now())`, g.promotion.id, g.alice.id);
    await refused(/team_members_team_id_fkey/, `INSERT INTO team_members (promotion_id, competition_id, team_id, user_id, updated_at) VALUES ($1, $2, 987654, $3, now())`, g.promotion.id, g.competition.id, g.bob.id);
    await refused(/likes_post_id_fkey/, `INSERT INTO likes (promotion_id, user_id, post_id) VALUES ($1, $2, 987654)`, g.promotion.id, g.alice.id);
  });

  it('keeps points from vanishing: a logged activity or a used scene cannot be deleted alone', async () => {
    const g = await promotionGraph();
    await refused(/user_activities_activity_id_fkey/, `DELETE FROM activities WHERE id = $1`, g.activity.id);
    await refused(/user_scenes_scene_id_fkey/, `DELETE FROM scenes WHERE id = $1`, g.scene.id);
    await refused(/foreign key/i, `DELETE FROM organizations WHERE id = $1`, g.promotion.organization_id);
  });
});

describe('one account per email', () => {
  it('stores emails lower-case, unique within a promotion, reusable in another promotion', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    await createUser({ promotionId: a.id, email: 'maya@example.com' });
    const insert = (promotionId: number | null, email: string, role = 'User') =>
      ok(`INSERT INTO users (email, role, promotion_id, updated_at) VALUES ($1, $2, $3, now())`, email, role, promotionId);
    await expect(insert(a.id, 'MAYA@example.com')).rejects.toThrow(/users_email_lowercase_check/);
    await expect(insert(a.id, 'maya@example.com')).rejects.toThrow(/users_promotion_id_email_key|unique/i);
    await expect(insert(b.id, 'maya@example.com')).resolves.toBe(1);
    // Cross-promotion accounts (no promotion) are unique among themselves, and only those roles may have no promotion.
    await expect(insert(null, 'boss@example.com', 'Master')).resolves.toBe(1);
    await expect(insert(null, 'boss@example.com', 'Master')).rejects.toThrow(/users_cross_promotion_email_key/);
    await expect(insert(null, 'nobody@example.com', 'User')).rejects.toThrow(/users_promotion_required_check/);
    await expect(insert(a.id, 'role@example.com', 'Admin')).rejects.toThrow(/users_role_check/);
  });
});

describe('status codes are the spec’s, nothing else', () => {
  it('friendships: P, A, D, X; one row per pair whichever way round; never with oneself', async () => {
    const g = await promotionGraph();
    const third = await createUser({ promotionId: g.promotion.id });
    const add = (from: number, to: number, status: string) =>
      ok(`INSERT INTO friendships (promotion_id, friender_id, friendee_id, status, updated_at) VALUES ($1, $2, $3, $4, now())`, g.promotion.id, from, to, status);
    await expect(add(g.alice.id, third.id, 'Z')).rejects.toThrow(/friendships_status_check/);
    for (const status of ['P', 'D', 'X']) {
      await expect(add(g.bob.id, third.id, status)).resolves.toBe(1);
      await ok(`DELETE FROM friendships WHERE friender_id = $1 AND friendee_id = $2`, g.bob.id, third.id);
    }
    await expect(add(g.bob.id, g.alice.id, 'P')).rejects.toThrow(/friendships_pair_key/);
    await expect(add(g.alice.id, g.alice.id, 'P')).rejects.toThrow(/friendships_not_self_check/);
  });

  it('teams 0/1/2, invites I/R with U/A/D, duos pending/active/completed with their dates', async () => {
    const g = await promotionGraph();
    const p = g.promotion.id;
    await refused(/teams_status_check/, `UPDATE teams SET status = 3 WHERE id = $1`, g.team.id);
    for (const status of [0, 1, 2]) await ok(`UPDATE teams SET status = $2 WHERE id = $1`, g.team.id, status);
    const invite = (type: string, status: string, userId: number | null, email: string | null) =>
      ok(`INSERT INTO team_invites (promotion_id, team_id, user_id, email, invite_type, status, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())`, p, g.team.id, userId, email, type, status);
    await expect(invite('X', 'U', g.bob.id, null)).rejects.toThrow(/team_invites_invite_type_check/);
    await expect(invite('I', 'Q', g.bob.id, null)).rejects.toThrow(/team_invites_status_check/);
    await expect(invite('R', 'U', null, 'pat@example.com')).rejects.toThrow(/team_invites_target_check/);
    await expect(invite('I', 'U', null, 'pat@example.com')).resolves.toBe(1);
    await expect(invite('I', 'U', g.bob.id, null)).resolves.toBe(1);
    await expect(invite('R', 'U', g.bob.id, null)).rejects.toThrow(/team_invites_open_user_key/);
    await expect(invite('I', 'D', g.bob.id, null)).resolves.toBe(1);

    const template = await db.duoTemplate.create({ data: { name: 'Walk' } });
    const duo = (state: string, started: boolean, completed: boolean) =>
      ok(`INSERT INTO duos (promotion_id, sender_id, receiver_id, duo_template_id, state, started_at, completed_at, updated_at)
          VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END, CASE WHEN $7 THEN now() END, now())`, p, g.alice.id, g.bob.id, template.id, state, started, completed);
    await expect(duo('archived', true, false)).rejects.toThrow(/duos_state_check/);
    await expect(duo('active', false, false)).rejects.toThrow(/duos_started_check/);
    await expect(duo('completed', true, false)).rejects.toThrow(/duos_completed_check/);
    await expect(duo('pending', false, false)).resolves.toBe(1);
    await expect(duo('active', true, false)).resolves.toBe(1);
    await expect(duo('completed', true, true)).resolves.toBe(1);
    await refused(/duo_pair_queues_state_check/, `INSERT INTO duo_pair_queues (promotion_id, user_id, state, updated_at) VALUES ($1, $2, 'waiting', now())`, p, g.alice.id);
  });

  it('codes and ranges of scenes, activities, badges, prompts, messages, recipes, thresholds, reports and emails', async () => {
    const g = await promotionGraph();
    const p = g.promotion.id;
    await refused(/scenes_scene_type_check/, `UPDATE scenes SET scene_type = 'clouds' WHERE id = $1`, g.scene.id);
    await refused(/scenes_layout_version_check/, `UPDATE scenes SET layout_version = 3 WHERE id = $1`, g.scene.id);
    await refused(/user_scenes_current_state_check/, `UPDATE user_scenes SET current_state = 'done' WHERE id = $1`, g.userScene.id);
    await refused(/activities_category_check/, `UPDATE activities SET category = 'sleep_more' WHERE id = $1`, g.activity.id);
    await refused(/activities_correct_answer_check/, `UPDATE activities SET correct_answer = 2 WHERE id = $1`, g.activity.id);
    await refused(/entry_activities_feels_value_check/, `UPDATE entry_activities SET feels_value = 2 WHERE entry_id = $1`, g.entry.id);
    await refused(/user_points_check/, `UPDATE user_points SET total_points = 999 WHERE user_id = $1`, g.alice.id);
    await refused(/badges_category_check/, `INSERT INTO badges (promotion_id, category, name, updated_at) VALUES ($1, 'steps', 'B', now())`, p);
    await refused(/custom_prompts_data_type_check/, `INSERT INTO custom_prompts (promotion_id, prompt, type_of_prompt, data_type, updated_at) VALUES ($1, 'P', 'TEXTAREA', 'string', now())`, p);
    // An unknown type fails both checks; PostgreSQL names whichever it evaluates first.
    await refused(/custom_prompts_(type_of_prompt|data_type)_check/, `INSERT INTO custom_prompts (promotion_id, prompt, type_of_prompt, data_type, updated_at) VALUES ($1, 'P', 'RADIO', 'string', now())`, p);
    await refused(/conversations_type_check/, `INSERT INTO conversations (promotion_id, conversation_type, updated_at) VALUES ($1, 'x', now())`, p);
    await refused(/conversations_team_check/, `INSERT INTO conversations (promotion_id, conversation_type, updated_at) VALUES ($1, 't', now())`, p);
    await refused(/messages_action_check/, `INSERT INTO messages (promotion_id, conversation_id, user_id, content, action) VALUES ($1, $2, $3, 'x', 'deleted')`, p, g.conversation.id, g.alice.id);
    await refused(/messages_content_check/, `INSERT INTO messages (promotion_id, conversation_id, user_id, content) VALUES ($1, $2, $3, '  ')`, p, g.conversation.id, g.alice.id);
    await refused(/posts_content_check/, `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, updated_at) VALUES ($1, $2, ' ', 'Promotion', $1, now())`, p, g.alice.id);
    await refused(/recipes_courses_check/, `INSERT INTO recipes (title, courses, updated_at) VALUES ('R', ARRAY['brunch'], now())`);
    const recipe = await db.recipe.create({ data: { title: 'Soup', courses: ['lunch', 'dinner'] } });
    await refused(/recipe_ratings_score_check/, `INSERT INTO recipe_ratings (promotion_id, recipe_id, user_id, score, updated_at) VALUES ($1, $2, $3, 50, now())`, p, recipe.id, g.alice.id);
    await refused(/point_thresholds_points_check/, `INSERT INTO point_thresholds (promotion_id, pointable_type, value, points, updated_at) VALUES ($1, 'Step', 1000, 451, now())`, p);
    await refused(/point_thresholds_behavior_check/, `INSERT INTO point_thresholds (promotion_id, pointable_type, value, points, updated_at) VALUES ($1, 'Behavior', 1, 10, now())`, p);
    await refused(/reports_report_type_check/, `INSERT INTO reports (promotion_id, name, report_type, updated_at) VALUES ($1, 'R', 'Fancy', now())`, p);
    await refused(/reports_sql_check/, `INSERT INTO reports (promotion_id, name, report_type, sql, updated_at) VALUES ($1, 'R', 'Simple', 'SELECT 1', now())`, p);
    const report = await db.report.create({ data: { promotion_id: p, name: 'Filtered' } });
    await refused(/report_filters_sign_check/, `INSERT INTO report_filters (report_id, field, sign, value) VALUES ($1, 'email', 'contains', 'x')`, report.id);
    await refused(/eligibility_files_status_check/, `INSERT INTO eligibility_files (promotion_id, filename, storage_key, status, updated_at) VALUES ($1, 'f', 'k', 'done', now())`, p);
    await refused(/test_emails_recipients_check/, `INSERT INTO test_emails (promotion_id, key, recipients, updated_at) VALUES ($1, 'welcome', $2, now())`, p, Array.from({ length: 11 }, (_, i) => `t${i}@example.com`));
    await refused(/email_subscriptions_unsubscribe_all_check/, `INSERT INTO email_subscriptions (user_id, promotion_id, email_unsubscribe_all, updated_at) VALUES ($1, $2, true, now())`, g.alice.id, p);
  });

  it('the one-of-a-kind rules: one correct quiz answer, one current scene, one leader, one team per competition', async () => {
    const g = await promotionGraph();
    const p = g.promotion.id;
    const answer = () => ok(`INSERT INTO user_quiz_answers (promotion_id, user_id, activity_id, answer_idx, is_correct, points) VALUES ($1, $2, $3, 1, true, 5)`, p, g.alice.id, g.activity.id);
    await answer();
    await expect(answer()).rejects.toThrow(/user_quiz_answers_one_correct_key/);
    await refused(/user_quiz_answers_points_check/, `INSERT INTO user_quiz_answers (promotion_id, user_id, activity_id, answer_idx, is_correct, points) VALUES ($1, $2, $3, 0, false, 5)`, p, g.bob.id, g.activity.id);
    await refused(/user_scenes_one_loggable_key/, `INSERT INTO user_scenes (promotion_id, user_id, scene_id, sequence, updated_at) VALUES ($1, $2, $3, 2, now())`, p, g.alice.id, g.scene.id);
    await refused(/user_activities_user_scene_id_tile_number_key/, `INSERT INTO user_activities (promotion_id, user_id, activity_id, user_scene_id, tile_number, updated_at) VALUES ($1, $2, $3, $4, 0, now())`, p, g.alice.id, g.activity.id, g.userScene.id);
    await refused(/team_members_one_leader_key/, `INSERT INTO team_members (promotion_id, competition_id, team_id, user_id, is_leader, updated_at) VALUES ($1, $2, $3, $4, true, now())`, p, g.competition.id, g.team.id, g.bob.id);
    const other = await db.team.create({ data: { promotion_id: p, competition_id: g.competition.id, name: 'Beavers' } });
    await refused(/team_members_competition_id_user_id_key/, `INSERT INTO team_members (promotion_id, competition_id, team_id, user_id, updated_at) VALUES ($1, $2, $3, $4, now())`, p, g.competition.id, other.id, g.alice.id);
    await refused(/teams_live_name_key/, `INSERT INTO teams (promotion_id, competition_id, name, updated_at) VALUES ($1, $2, 'OTTERS', now())`, p, g.competition.id);
  });
});

describe('cascades', () => {
  it('deleting a promotion removes all of its data, and nothing of another promotion', async () => {
    const doomed = await promotionGraph();
    const kept = await promotionGraph();
    const before = await promotionRowCounts(kept.promotion.id);
    expect(Object.values(await promotionRowCounts(doomed.promotion.id)).every((n) => n > 0)).toBe(true);
    await db.promotion.delete({ where: { id: doomed.promotion.id } });
    expect(Object.values(await promotionRowCounts(doomed.promotion.id)).every((n) => n === 0)).toBe(true);
    expect(await promotionRowCounts(kept.promotion.id)).toEqual(before);
    // Library rows shared by all promotions stay.
    expect(await db.scene.count({ where: { id: doomed.scene.id } })).toBe(1);
  });

  it('deleting a user removes their rows; records that outlive them keep the row with no user', async () => {
    const g = await promotionGraph();
    await db.post.update({ where: { id: g.post.id }, data: { is_flagged: true, flagged_by: g.bob.id, flagged_at: new Date() } });
    await db.user.delete({ where: { id: g.bob.id } });
    expect(await db.like.count({ where: { user_id: g.bob.id } })).toBe(0);
    expect(await db.friendship.count({ where: { friendee_id: g.bob.id } })).toBe(0);
    expect((await db.post.findUniqueOrThrow({ where: { id: g.post.id } })).flagged_by).toBeNull();
    await db.user.delete({ where: { id: g.alice.id } });
    // The eligibility record outlives its registration (un-registered, user_id null).
    expect(await db.eligibility.findFirst({ where: { promotion_id: g.promotion.id, identifier: 'E-1' }, select: { user_id: true } })).toEqual({ user_id: null });
  });
});

describe('soft deletes the spec can undo', () => {
  it('a deleted team (status 2) keeps its members and frees its name; undelete brings it back as pending', async () => {
    const g = await promotionGraph();
    await db.team.update({ where: { id: g.team.id }, data: { status: 2 } });
    expect(await db.teamMember.count({ where: { team_id: g.team.id } })).toBe(1);
    // While deleted, another team may use the name; undeleting then collides until one is renamed.
    const rival = await db.team.create({ data: { promotion_id: g.promotion.id, competition_id: g.competition.id, name: 'otters' } });
    await refused(/teams_live_name_key/, `UPDATE teams SET status = 0 WHERE id = $1`, g.team.id);
    await db.team.update({ where: { id: rival.id }, data: { name: 'Sea Otters' } });
    await db.team.update({ where: { id: g.team.id }, data: { status: 0 } });
    const back = await db.team.findUniqueOrThrow({ where: { id: g.team.id }, include: { members: true } });
    expect(back.status).toBe(0);
    expect(back.members.map((m) => m.user_id)).toEqual([g.alice.id]);
  });

  it('a removed gallery file keeps its row (deleted_at); a live name is unique per folder; undelete clears it', async () => {
    const g = await promotionGraph();
    const file = (name: string) => db.galleryFile.create({
      data: { promotion_id: g.promotion.id, directory: '/images', name, storage_key: `k/${name}/${Math.random()}`, content_type: 'image/png', byte_size: 10 },
    });
    const first = await file('logo.png');
    await expect(file('logo.png')).rejects.toThrow(/gallery_files_live_name_key|unique/i);
    await db.galleryFile.update({ where: { id: first.id }, data: { deleted_at: new Date() } });
    expect(await db.galleryFile.count({ where: { id: first.id } })).toBe(1);
    const replacement = await file('logo.png');
    await refused(/gallery_files_live_name_key/, `UPDATE gallery_files SET deleted_at = NULL WHERE id = $1`, first.id);
    await db.galleryFile.delete({ where: { id: replacement.id } });
    await db.galleryFile.update({ where: { id: first.id }, data: { deleted_at: null } });
    expect((await db.galleryFile.findUniqueOrThrow({ where: { id: first.id } })).deleted_at).toBeNull();
    await refused(/gallery_files_directory_check/, `UPDATE gallery_files SET directory = '/images/../secrets' WHERE id = $1`, first.id);
  });
});
