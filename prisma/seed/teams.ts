// The acme team competition ("Art Prize"): behaviors, teams in every status with members, invites (I) and requests
// (R), weekly winners, works, and gift points. Team scores and bonus points follow decision 003: a member's
// `contributed` is their active activity points since the competition started, a team's total is the sum, and an
// accepted gift credits the target's bonus points and the day it is credited to.
import { once, type Tx } from './lib/once.ts';
import { random } from './lib/random.ts';
import { ACTIVITY_POINTS, weekOf, type SeedContext } from './lib/context.ts';
import { addDay, at, dateOf, dayOf } from './dates.ts';
import { loadParticipants, type Participant } from './participants.ts';

const THURSDAYS = ['Walk-and-Talk Thursday', 'Gratitude Thursday', 'Unplugged Lunch Thursday', 'Stairs Thursday',
  'Hydration Thursday', 'Stretch Thursday', 'Kindness Thursday', 'Celebration Thursday'];
const AWARDS = ['Gold Frame', 'Silver Frame', 'Bronze Frame'];

interface TeamPlan { name: string; status: 0 | 1 | 2; members: Participant[] }

export async function seedTeams(ctx: SeedContext): Promise<void> {
  const { db, acme } = ctx;
  await once(
    db, 'teams',
    async () => (await db.competition.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      const rnd = random('teams');
      const people = await loadParticipants(ctx);
      const by = (email: string) => people.find((p) => p.email === email)!;
      const pool = rnd.shuffle(people.filter((p) => p.role === 'User' && p.engagement !== 'new' && !['participant@example.com', 'friend@example.com'].includes(p.email)));
      const take = (n: number) => pool.splice(0, n);
      const teams: TeamPlan[] = [
        { name: 'Calm Collective', status: 1, members: [by('participant@example.com'), by('friend@example.com'), ...take(2)] },
        { name: 'Trail Blazers', status: 1, members: take(4) },
        { name: 'Mindful Movers', status: 0, members: take(3) },
        { name: 'Sunrise Crew', status: 0, members: take(2) },
        // Deleted by its leader (status 2): members are kept so an undelete brings the team back as pending.
        { name: 'Night Owls', status: 2, members: take(2) },
      ];

      const competition = await tx.competition.create({
        data: {
          promotion_id: acme.id, name: 'Acme Art Prize',
          enrollment_starts_on: dateOf(addDay(acme.startsOn, -14)), enrollment_ends_on: dateOf(addDay(acme.startsOn, 27)),
          competition_starts_on: dateOf(acme.startsOn), comp_length: 56, competition_ends_on: dateOf(addDay(acme.startsOn, 55)),
          freeze_team_scores: true, freeze_team_scores_on: dateOf(addDay(acme.startsOn, 48)),
        },
        select: { id: true },
      });
      await tx.behavior.createMany({
        data: [
          ...THURSDAYS.map((name, i) => {
            const thursday = dateOf(addDay(acme.startsOn, i * 7 + 3));
            return { promotion_id: acme.id, competition_id: competition.id, name, start: thursday, end: thursday, sequence: i + 1 };
          }),
          // Promotion defaults (competition_id null), offered to every competition of acme.
          ...['Drink 8 glasses of water', 'Walk 30 minutes', 'One screen-free hour'].map((name, i) => ({ promotion_id: acme.id, name, sequence: i + 1 })),
        ],
      });

      // Each member's active activity points per program week since the competition began.
      const logged = await tx.userActivity.groupBy({
        by: ['user_id', 'recorded_on'], where: { promotion_id: acme.id, is_active: true, recorded_on: { gte: dateOf(acme.startsOn) } }, _sum: { points: true },
      });
      const weekPoints = (userId: number, week: number) =>
        logged.filter((l) => l.user_id === userId && weekOf(acme.startsOn, dayOf(l.recorded_on!)) === week).reduce((s, l) => s + (l._sum.points ?? 0), 0);
      const contributed = (userId: number) => logged.filter((l) => l.user_id === userId).reduce((s, l) => s + (l._sum.points ?? 0), 0);

      const teamIds: number[] = [];
      for (const [t, plan] of teams.entries()) {
        const total = plan.members.reduce((s, m) => s + contributed(m.id), 0);
        const team = await tx.team.create({
          data: {
            promotion_id: acme.id, competition_id: competition.id, name: plan.name, status: plan.status, total_points: total,
            created_at: at(addDay(acme.startsOn, -5 + t), 12),
            members: {
              create: plan.members.map((m, i) => ({
                promotion_id: acme.id, competition_id: competition.id, user_id: m.id, is_leader: i === 0, contributed: contributed(m.id),
                max_contribution: ACTIVITY_POINTS * 3 * 7,
                // Members since the team began: their logs since then are the team's (the week view counts those).
                created_at: at(addDay(acme.startsOn, -5 + t), 12),
              })),
            },
          },
          select: { id: true },
        });
        teamIds.push(team.id);
      }
      await seedInvites(tx, acme.id, teamIds, teams, pool, by('newcomer@example.com'));

      // Weekly winners of each finished week among live teams, and each team's work of the week.
      for (let week = 1; week < acme.currentWeek; week++) {
        const ranked = teams
          .map((plan, i) => ({ id: teamIds[i], plan, points: plan.members.reduce((s, m) => s + weekPoints(m.id, week), 0) }))
          .filter((t) => t.plan.status !== 2)
          .sort((a, b) => b.points - a.points || a.id - b.id);
        await tx.teamWeeklyAward.createMany({
          data: ranked.slice(0, 3).map((t, i) => ({ promotion_id: acme.id, competition_id: competition.id, team_id: t.id, week, rank: i + 1, award: AWARDS[i], points: t.points })),
        });
        await tx.work.createMany({
          data: ranked.map((t, i) => ({
            promotion_id: acme.id, competition_id: competition.id, team_id: t.id, week, title: `${t.plan.name} — week ${week}`,
            image_url: `/demo/works/work-${((week + i) % 6) + 1}.svg`, points: t.plan.status === 1 ? 400 : 0,
            completed_at: t.plan.status === 1 ? at(addDay(acme.startsOn, week * 7 - 1), 17) : null,
          })),
        });
      }
      await seedGiftPoints(ctx, tx, teams, teamIds, rnd);
    },
    ctx.log,
  );
}

async function seedInvites(tx: Tx, promotionId: number, teamIds: number[], teams: TeamPlan[], pool: Participant[], newcomer: Participant) {
  const [, , movers, sunrise] = teamIds;
  const leader = (i: number) => teams[i].members[0].id;
  const stamp = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  await tx.teamInvite.createMany({
    data: [
      { promotion_id: promotionId, team_id: movers, user_id: newcomer.id, invite_type: 'I', status: 'U', invited_by_id: leader(2), created_at: stamp(1) },
      { promotion_id: promotionId, team_id: movers, email: 'casey.nguyen@example.com', invite_type: 'I', status: 'U', invited_by_id: leader(2), created_at: stamp(2) },
      { promotion_id: promotionId, team_id: movers, user_id: pool[0].id, invite_type: 'R', status: 'U', created_at: stamp(1) },
      { promotion_id: promotionId, team_id: movers, user_id: pool[1].id, invite_type: 'I', status: 'D', invited_by_id: leader(2), created_at: stamp(6) },
      { promotion_id: promotionId, team_id: sunrise, user_id: pool[2].id, invite_type: 'R', status: 'U', created_at: stamp(0.2) },
      { promotion_id: promotionId, team_id: sunrise, user_id: teams[3].members[1].id, invite_type: 'I', status: 'A', invited_by_id: leader(3), created_at: stamp(9) },
      { promotion_id: promotionId, team_id: teamIds[0], user_id: teams[0].members[3].id, invite_type: 'R', status: 'A', created_at: stamp(18) },
    ],
  });
}

// Gift points from the official teams' works: accepted (credited), declined, offered and waiting, and two still held
// by their earners (no target yet; one is Maya's).
async function seedGiftPoints(ctx: SeedContext, tx: Tx, teams: TeamPlan[], teamIds: number[], rnd: ReturnType<typeof random>) {
  const { acme } = ctx;
  const work = await tx.work.findFirst({ where: { team_id: teamIds[0], week: 1 }, select: { id: true } });
  const other = await tx.work.findFirst({ where: { team_id: teamIds[1], week: 1 }, select: { id: true } });
  if (!work || !other) return; // week 1 has not finished yet: no works, so no gifts
  const [maya, jordan] = teams[0].members;
  const blazers = teams[1].members;
  const entries = await tx.entry.findMany({
    where: { promotion_id: acme.id, user_id: { in: [jordan.id, ...blazers.map((b) => b.id)] } },
    orderBy: { recorded_on: 'desc' }, select: { id: true, user_id: true, recorded_on: true },
  });
  const accepted = [
    { work_id: work.id, earned_by_id: maya.id, target_user_id: jordan.id },
    { work_id: other.id, earned_by_id: blazers[0].id, target_user_id: blazers[1].id },
    { work_id: other.id, earned_by_id: blazers[1].id, target_user_id: blazers[2].id },
  ].filter((g) => entries.some((e) => e.user_id === g.target_user_id));
  for (const gift of accepted) {
    const entry = entries.find((e) => e.user_id === gift.target_user_id)!;
    const when = at(dayOf(entry.recorded_on), rnd.int(12, 18));
    await tx.workBonus.create({
      data: { promotion_id: acme.id, ...gift, points: acme.bonusPoints, applied: true, recorded_on: entry.recorded_on, offered_at: when, responded_at: when, created_at: when },
    });
    await tx.entry.update({ where: { id: entry.id }, data: { total_points: { increment: acme.bonusPoints } } });
    await tx.userPoints.update({
      where: { user_id: gift.target_user_id },
      data: { bonus_points: { increment: acme.bonusPoints }, total_points: { increment: acme.bonusPoints } },
    });
  }
  const yesterday = new Date(Date.now() - 86_400_000);
  const latest = await tx.work.findFirst({ where: { team_id: teamIds[0], week: { gt: 1 } }, orderBy: { week: 'desc' }, select: { id: true } });
  await tx.workBonus.createMany({
    data: [
      { promotion_id: acme.id, work_id: other.id, earned_by_id: blazers[2].id, target_user_id: blazers[3].id, points: acme.bonusPoints, applied: false, offered_at: yesterday, responded_at: yesterday },
      // Waiting for a teammate of Maya's, not for Maya: the accept prompt opens on every page of its target, and the
      // demo accounts are the ones every e2e spec signs in as (docs/gifts.md "Demo data").
      { promotion_id: acme.id, work_id: other.id, earned_by_id: blazers[3].id, target_user_id: teams[0].members[3].id, points: acme.bonusPoints, offered_at: yesterday },
      { promotion_id: acme.id, work_id: work.id, earned_by_id: jordan.id, target_user_id: blazers[0].id, points: acme.bonusPoints, offered_at: yesterday },
      { promotion_id: acme.id, work_id: work.id, earned_by_id: teams[0].members[2].id, points: acme.bonusPoints },
      // Maya holds one to give (/gifts), from her team's latest work (one bonus per member and work).
      { promotion_id: acme.id, work_id: latest?.id ?? work.id, earned_by_id: maya.id, points: acme.bonusPoints },
    ],
  });
}
