// Smallest valid rows across the domain model, for tests of what the database itself enforces
// (tests/integration/schema-constraints.test.ts). Each promotion gets one of nearly everything.
import { db } from '@/server/db';
import { createPromotion, createUser } from './factories';

export async function promotionGraph() {
  const promotion = await createPromotion();
  const p = promotion.id;
  const [alice, bob] = [await createUser({ promotionId: p }), await createUser({ promotionId: p })];
  const activity = await db.activity.create({ data: { promotion_id: p, category: 'create_calm', name: 'Breathe', question: 'Q?', answers: ['a', 'b'], correct_answer: 1 } });
  const scene = await db.scene.create({ data: { name: `Scene ${p}`, scene_type: 'waves', layout_version: 2, tile_urls: ['/1', '/2', '/3', '/4', '/5'] } });
  const userScene = await db.userScene.create({ data: { promotion_id: p, user_id: alice.id, scene_id: scene.id, sequence: 1 } });
  const day = new Date(Date.UTC(2026, 0, 5));
  const ua = await db.userActivity.create({
    data: { promotion_id: p, user_id: alice.id, activity_id: activity.id, recorded_on: day, date_answered: new Date(), user_scene_id: userScene.id, tile_number: 0, points: 10 },
  });
  const entry = await db.entry.create({ data: { promotion_id: p, user_id: alice.id, recorded_on: day, week: 1, is_recorded: true, entry_points: 10, total_points: 20 } });
  await db.entryActivity.create({ data: { promotion_id: p, entry_id: entry.id, user_activity_id: ua.id, feels_value: 1 } });
  await db.userPoints.create({ data: { user_id: alice.id, promotion_id: p, activity_points: 10, entry_points: 10, total_points: 20 } });
  const post = await db.post.create({ data: { promotion_id: p, user_id: alice.id, content: 'Hello', wallable_type: 'Promotion', wallable_id: p } });
  await db.like.create({ data: { promotion_id: p, user_id: bob.id, post_id: post.id } });
  await db.postTag.create({ data: { promotion_id: p, post_id: post.id, user_id: bob.id } });
  await db.friendship.create({ data: { promotion_id: p, friender_id: alice.id, friendee_id: bob.id, status: 'A' } });
  const competition = await db.competition.create({
    data: { promotion_id: p, enrollment_starts_on: day, enrollment_ends_on: day, competition_starts_on: day, competition_ends_on: new Date(Date.UTC(2026, 1, 1)), comp_length: 28 },
  });
  const team = await db.team.create({
    data: { promotion_id: p, competition_id: competition.id, name: 'Otters', members: { create: [{ promotion_id: p, competition_id: competition.id, user_id: alice.id, is_leader: true }] } },
  });
  const conversation = await db.conversation.create({
    data: { promotion_id: p, conversation_type: 'i', members: { create: [{ user_id: alice.id, promotion_id: p }, { user_id: bob.id, promotion_id: p }] } },
  });
  await db.message.create({ data: { promotion_id: p, conversation_id: conversation.id, user_id: alice.id, content: 'Hi' } });
  await db.notification.create({ data: { promotion_id: p, user_id: bob.id, key: `friend_request_1`, message: 'Hi' } });
  await db.customContent.create({ data: { promotion_id: p, category: 'faqs', key: 'q1', title: 'Q' } });
  await db.eligibility.create({ data: { promotion_id: p, identifier: 'E-1', user_id: alice.id } });
  return { promotion, alice, bob, activity, scene, userScene, ua, entry, post, competition, team, conversation, day };
}

/** Row counts of a promotion's data in the tables a promotion delete must empty. */
export async function promotionRowCounts(promotionId: number): Promise<Record<string, number>> {
  const tables = ['users', 'activities', 'user_scenes', 'user_activities', 'entries', 'entry_activities', 'user_points', 'posts', 'likes',
    'post_tags', 'friendships', 'competitions', 'teams', 'team_members', 'conversations', 'conversation_members', 'messages',
    'notifications', 'custom_contents', 'eligibilities'];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${t}" WHERE promotion_id = $1`, promotionId);
    out[t] = Number(row.n);
  }
  return out;
}
