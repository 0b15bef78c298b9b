// Notifications of each kind (post, message, team, friend, badge), made from the events they announce, in every
// state (unseen, seen, read, cleared), plus two coordinator announcements fanned out to every participant. Comments,
// tags, messages and friend requests with a note quote their first words (the excerpt), as the live ones do.
import { excerptOf } from '../../lib/notifications/excerpt.ts';
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { loadParticipants } from './participants.ts';

type Row = Prisma.NotificationCreateManyInput;
const ANNOUNCEMENTS = [
  'Welcome to Renew at Acme! Log your first activity today and watch your scene begin.',
  'Team enrollment closes soon — there’s still room on several Art Prize teams. Join one from the Teams page!',
];

export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'notifications',
    async () => (await db.notification.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const rnd = random('notifications');
      const people = await loadParticipants(ctx);
      const name = new Map(people.map((p) => [p.id, p.first]));
      const rows: Row[] = [];
      // Older notifications have been seen and read, many cleared; the newest are still unseen.
      const add = (userId: number, key: string, title: string, message: string, link: string, createdAt: Date, excerpt: string | null = null) => {
        // Only acme's own participants: the wall expert (a cross-promotion Poster) is not notified here.
        if (!name.has(userId)) return;
        const ageHours = (Date.now() - createdAt.getTime()) / 3_600_000;
        const seen = ageHours > 6 || rnd.chance(0.2);
        const read = seen && (ageHours > 30 || rnd.chance(0.3));
        rows.push({ promotion_id: acme.id, user_id: userId, key, title, message, excerpt, link, seen, read, cleared: read && ageHours > 72 && rnd.chance(0.6), created_at: createdAt });
      };

      const friendships = await tx.friendship.findMany({ where: { promotion_id: acme.id, friendee_id: { not: null }, status: { in: ['P', 'A'] } } });
      for (const f of friendships) {
        if (f.status === 'P') add(f.friendee_id!, `friend_request_${f.id}`, 'New friend request', `${name.get(f.friender_id)} sent you a friend request.`, '/friends/my', f.created_at, excerptOf(f.message));
        else if (rnd.chance(0.5)) add(f.friender_id, `friend_accepted_${f.id}`, 'Friend request accepted', `${name.get(f.friendee_id!)} accepted your friend request.`, '/friends/my', f.updated_at);
      }
      const comments = await tx.post.findMany({
        where: { promotion_id: acme.id, parent_post_id: { not: null } }, select: { id: true, user_id: true, content: true, created_at: true, parent_post: { select: { id: true, user_id: true } } },
      });
      for (const c of comments) {
        if (c.parent_post && c.parent_post.user_id !== c.user_id) {
          add(c.parent_post.user_id, `post_comment_${c.parent_post.id}_${c.id}`, 'New comment', `${name.get(c.user_id) ?? 'Someone'} commented on your post.`, `/wall/post/${c.parent_post.id}?reply=${c.id}`, c.created_at, excerptOf(c.content));
        }
      }
      const tags = await tx.postTag.findMany({ where: { promotion_id: acme.id }, select: { post_id: true, user_id: true, created_at: true, post: { select: { user_id: true, content: true } } } });
      for (const t of tags) add(t.user_id, `post_tag_${t.post_id}`, 'You were tagged', `${name.get(t.post.user_id)} tagged you in a post.`, `/wall/post/${t.post_id}`, t.created_at, excerptOf(t.post.content));

      const members = await tx.conversationMember.findMany({ where: { promotion_id: acme.id, left_at: null }, select: { user_id: true, conversation_id: true, last_message_at: true, last_seen_at: true } });
      // The latest message of each conversation someone has unread, with its sender: who and what, as live.
      const unread = members.filter((m) => m.last_message_at && m.last_seen_at && m.last_message_at > m.last_seen_at);
      const latest = new Map<number, { user_id: number; content: string; image_url: string | null }>();
      for (const msg of await tx.message.findMany({
        where: { conversation_id: { in: [...new Set(unread.map((m) => m.conversation_id))] }, action: 'message' },
        orderBy: { created_at: 'desc' }, distinct: ['conversation_id'], select: { conversation_id: true, user_id: true, content: true, image_url: true },
      })) latest.set(msg.conversation_id, msg);
      const groupName = new Map((await tx.conversation.findMany({
        where: { id: { in: [...latest.keys()] }, conversation_type: { not: 'i' } }, select: { id: true, name: true },
      })).filter((c) => c.name).map((c) => [c.id, c.name!]));
      for (const m of unread) {
        const last = latest.get(m.conversation_id);
        const sender = last && last.user_id !== m.user_id ? name.get(last.user_id) : undefined;
        const where = groupName.get(m.conversation_id);
        const sentence = !sender ? 'You have a new message.' : where ? `${sender} sent a message in ${where}.` : `${sender} sent you a message.`;
        add(
          m.user_id, `message_${m.conversation_id}`, 'New message', sentence,
          `/messages?conversation=${m.conversation_id}`, m.last_message_at!, last ? excerptOf(last.content) ?? (last.image_url ? 'Sent a photo.' : null) : null,
        );
      }
      const invites = await tx.teamInvite.findMany({ where: { promotion_id: acme.id, status: 'U' }, select: { id: true, user_id: true, invite_type: true, created_at: true, team: { select: { name: true, members: { where: { is_leader: true }, select: { user_id: true } } } } } });
      for (const i of invites) {
        if (i.invite_type === 'I' && i.user_id) add(i.user_id, `team_invite_${i.id}`, 'Team invitation', `${name.get(i.team.members[0].user_id) ?? 'Your team’s leader'} invited you to join ${i.team.name}.`, '/artprize/join', i.created_at);
        if (i.invite_type === 'R' && i.user_id) add(i.team.members[0].user_id, `team_request_${i.id}`, 'Team request', `${name.get(i.user_id)} asked to join ${i.team.name}.`, '/artprize/myteam', i.created_at);
      }
      const badges = await tx.userBadge.findMany({ where: { promotion_id: acme.id }, select: { user_id: true, badge_id: true, earned_on: true, badge: { select: { name: true } } } });
      for (const b of badges) {
        add(b.user_id, `badge_${b.badge_id}`, 'New badge!', `You earned the ${b.badge.name} badge.`, '/badges', new Date(b.earned_on.getTime() + 20 * 3_600_000));
      }

      // Coordinator announcements (newCoordinatorNotification), one notification per participant.
      const coordinator = people.find((p) => p.email === 'coordinator@example.com')!;
      for (const [i, message] of ANNOUNCEMENTS.entries()) {
        const createdAt = new Date(Date.now() - (i === 0 ? acme.dayIndex * 86_400_000 - 3_600_000 : 26 * 3_600_000));
        const announcement = await tx.promotionNotification.create({ data: { promotion_id: acme.id, message, created_by_id: coordinator.id, created_at: createdAt }, select: { id: true } });
        for (const p of people) add(p.id, `promotion_notification_${announcement.id}`, 'From your coordinator', message, '/notifications/unread', createdAt);
      }
      // Never in the future (badges earned today get a time later today otherwise).
      for (const r of rows) r.created_at = new Date(Math.min(new Date(r.created_at as Date).getTime(), Date.now() - 120_000));
      // Maya's four newest are still unseen, so the demo's header shows a notification count.
      const maya = people.find((p) => p.email === 'participant@example.com')!;
      rows.filter((r) => r.user_id === maya.id).sort((a, b) => +new Date(b.created_at as Date) - +new Date(a.created_at as Date)).slice(0, 4)
        .forEach((r) => Object.assign(r, { seen: false, read: false, cleared: false }));
      await insertMany(tx, 'notifications', rows);
    },
    ctx.log,
  );
}
