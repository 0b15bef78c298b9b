// Team and evaluation breakdowns at the organization's floor (docs/privacy.md "Where it is applied"): the Stats tab's
// team standings and evaluation respondents reach every employer-side role through the suppression service with the
// organization's k (here 4), a super coordinator and a reseller included; masters read the raw figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createCompetition, createTeam, setFlags } from '../helpers/journey-factories';
import { GET as statsRoute } from '@/app/api/promotions/[id]/stats/route';
import { clearStatsCache } from '@/server/coordinator/stats';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { addDays, todayIn } from '@/lib/promotion-dates';

const DASH = 'dashboard.localhost:3000';
let p: Awaited<ReturnType<typeof createPromotion>>;

beforeAll(async () => {
  p = await createPromotion({ organization: { privacy_floor: 4 } });
  await setFlags(p.id, { is_teams_enabled: true });
  const people = [];
  for (let i = 0; i < 13; i++) people.push(await createUser({ promotionId: p.id, firstName: `Member${i}`, lastName: 'Breakdown' }));
  const competition = await createCompetition(p.id, addDays(todayIn('America/New_York'), -5));
  await createTeam(competition, 'Otters', { points: 50, members: people.slice(0, 5) });
  await createTeam(competition, 'Bees', { points: 30, members: people.slice(5, 7) });
  // Respondents per evaluation: 6, 5 and 2.
  for (const [name, n] of [['Initial check-in', 6], ['Mid-point pulse', 5], ['Sleep survey', 2]] as const) {
    const definition = await db.evaluationDefinition.create({ data: { promotion_id: p.id, name } });
    for (const u of people.slice(0, n)) {
      await db.evaluation.create({ data: { promotion_id: p.id, user_id: u.id, evaluation_definition_id: definition.id, answers: { mood: 3 } } });
    }
  }
}, 60_000);

async function statsAs(role: 'Master' | 'Coordinator' | 'Super Coordinator' | 'Reseller') {
  clearStatsCache();
  forgetCachedPromotions();
  const inPromotion = role === 'Coordinator';
  const user = await createUser({ promotionId: inPromotion ? p.id : null, role });
  if (role === 'Super Coordinator') await db.superCoordinatorPromotion.create({ data: { user_id: user.id, promotion_id: p.id } });
  if (role === 'Reseller') {
    const org = await db.promotion.findUniqueOrThrow({ where: { id: p.id }, select: { organization_id: true } });
    const reseller = await db.reseller.create({ data: { name: `Reseller ${user.id}` } });
    await db.organization.update({ where: { id: org.organization_id }, data: { reseller_id: reseller.id } });
    await db.user.update({ where: { id: user.id }, data: { reseller_id: reseller.id } });
  }
  const cookie = await signInCookie(user, { promotionId: inPromotion ? p.id : null });
  const res = await callRoute(statsRoute, {
    host: inPromotion ? p.host : DASH, path: `/api/promotions/${p.id}/stats`, cookie, params: { id: String(p.id) },
  });
  expect(res.status, `${role}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json;
}

describe('team standings', () => {
  it('hide a team of fewer than k members (its size and its points) from employer-side roles; masters see it', async () => {
    const master = await statsAs('Master');
    expect(master.team_standings.map((t: { name: string; member_count: number }) => [t.name, t.member_count])).toEqual([['Otters', 5], ['Bees', 2]]);
    for (const role of ['Coordinator', 'Super Coordinator', 'Reseller'] as const) {
      const shown = await statsAs(role);
      expect(shown.privacy_floor, role).toBe(4);
      expect(shown.team_standings.find((t: { name: string }) => t.name === 'Otters'), role).toMatchObject({ member_count: 5, total_points: 50 });
      expect(shown.team_standings.find((t: { name: string }) => t.name === 'Bees'), role).toMatchObject({ member_count: '< 4', total_points: '< 4', avg_points: '< 4' });
    }
  });
});

describe('evaluation results', () => {
  it('hide an evaluation answered by fewer than k people, and the next smallest with it; masters see both', async () => {
    const master = await statsAs('Master');
    expect(master.evaluations).toEqual([{ label: 'Initial check-in', count: 6 }, { label: 'Mid-point pulse', count: 5 }, { label: 'Sleep survey', count: 2 }]);
    for (const role of ['Coordinator', 'Super Coordinator', 'Reseller'] as const) {
      // 2 alone would come back as the total minus 6 and 5: the 5 is hidden too.
      expect((await statsAs(role)).evaluations, role)
        .toEqual([{ label: 'Initial check-in', count: 6 }, { label: 'Mid-point pulse', count: '< 4' }, { label: 'Sleep survey', count: '< 4' }]);
    }
  });
});
