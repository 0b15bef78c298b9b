// The sectioned promotion form's saves (docs/administration-promotions.md): each section PUTs only its own fields, and
// the wizard POSTs only its own, the server filling the rest. A section save changes its fields and nothing else; a
// dates section re-checks the date rules and recomputes the end; and a burst of section saves on one promotion at
// once (two masters, or the fuzzing corpus) is answered without a 5xx and leaves the dates consistent.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createUser, signInCookie } from '../helpers/factories';
import { POST as createPromotionRoute } from '@/app/api/promotions/route';
import { PUT as updatePromotion } from '@/app/api/promotions/[id]/route';
import { endsOnFor } from '@/lib/promotions/admin-rules';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { WIZARD_STEPS } from '@/components/admin/promotions/promotion-fields';
import { newPromotionValues } from '@/components/admin/promotions/promotion-form-values';
import { sectionBody } from '@/components/admin/promotions/use-promotion-form';

const HOST = 'dashboard.localhost:3000';
let cookie: string;
let organizationId: number;

beforeAll(async () => {
  const master = await createUser({ promotionId: null, role: 'Master' });
  cookie = await signInCookie(master, { promotionId: null });
  organizationId = (await db.organization.create({ data: { name: 'Sections org' } })).id;
});

const sub = () => `sec${Math.random().toString(36).slice(2, 9)}`;
const create = (body: Record<string, unknown>) => callRoute(createPromotionRoute, { method: 'POST', host: HOST, path: '/api/promotions', cookie, body });
const update = (id: number, body: Record<string, unknown>) =>
  callRoute(updatePromotion, { method: 'PUT', host: HOST, path: `/api/promotions/${id}`, cookie, params: { id: String(id) }, body });

/** What the wizard sends: its steps' fields as the form turns them into a body (newPromotionValues, sectionBody), nothing else. */
const wizardBody = (): Record<string, unknown> => {
  const values = newPromotionValues(String(organizationId), null);
  return sectionBody({
    ...values, name: 'Wizard Walk', subdomain: sub(), program_length: '42', starts_on: '2027-05-03', registration_starts_on: '2027-04-26',
    registration_ends_on: '2027-05-20', launch_on: '2027-04-26', default_goal: '6', program_name: 'Walk more', default_locale: 'es',
    flags: { ...values.flags, is_teams_enabled: true }, display_team_feature: true, point_label: 'Petal', point_label_plural: 'Petals',
    daily_activity_allowance: '4',
  }, WIZARD_STEPS.flatMap((s) => [...s.fields]));
};

describe('the wizard and the section saves', () => {
  it('creates from the wizard’s fields alone, the server filling the rest with the defaults', async () => {
    const res = await create(wizardBody());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Wizard Walk', program_name: 'Walk more', weeks: 6, ends_on: '2027-06-13', default_goal: 6, display_team_feature: true,
      default_locale: 'es', point_label: 'Petal', point_label_plural: 'Petals', friend_label: 'Friend', daily_activity_allowance: 4,
      trivia_points: 5, time_zone: 'America/New_York', theme: 'renew', location_labels: ['Location'],
      // Not asked by the wizard: the server's defaults.
      api_version: 2, video_url: null, coordinators: null, is_active: true,
    });
    expect((res.json as AdminPromotion).flags.is_teams_enabled).toBe(true);
  });

  it('saves a section’s fields and leaves the others as they were', async () => {
    const created = (await create(wizardBody())).json as AdminPromotion;
    const labels = await update(created.id, {
      attraction_label: 'Spot', attraction_label_plural: 'Spots', friend_label: 'Pal', friend_label_plural: 'Pals', point_label: 'Leaf',
      point_label_plural: 'Leaves', level_label: 'Stage', level_label_plural: 'Stages', wall_label: 'Board', location_labels: ['Site', 'Floor'],
    });
    expect(labels.status).toBe(200);
    expect(labels.json).toMatchObject({ point_label: 'Leaf', location_labels: ['Site', 'Floor'], starts_on: '2027-05-03', ends_on: '2027-06-13', name: 'Wizard Walk' });

    const dates = await update(created.id, {
      program_length: 56, starts_on: '2027-05-10', registration_starts_on: '2027-05-01', registration_ends_on: '2027-05-30', launch_on: '2027-05-01',
      logging_ends_on: null, disabled_on: null, max_registrations: null, is_closed: false, duo_ended: false,
    });
    expect(dates.status).toBe(200);
    expect(dates.json).toMatchObject({ ends_on: '2027-07-04', weeks: 8, point_label: 'Leaf', default_goal: 6 });

    const refused = await update(created.id, { launch_on: '2027-06-01' });
    expect(refused.status).toBe(422);
    expect((await db.promotion.findUniqueOrThrow({ where: { id: created.id }, select: { launch_on: true } })).launch_on?.toISOString().slice(0, 10)).toBe('2027-05-01');
  });

  it('answers a burst of section saves on one promotion without a 5xx, and the end always follows the start and length', async () => {
    const created = (await create(wizardBody())).json as AdminPromotion;
    const starts = ['2027-05-03', '2027-05-10', '2027-05-17'];
    const bodies = Array.from({ length: 400 }, (_, i) => (i % 3 === 0
      ? { program_length: i % 2 ? 42 : 56 }
      : i % 3 === 1 ? { starts_on: starts[i % starts.length] } : { flags: { is_teams_enabled: i % 2 === 0 }, point_label: `P${i}` }));
    const answers = await Promise.all(bodies.map((b) => update(created.id, b)));
    expect(answers.filter((a) => a.status >= 500).map((a) => JSON.stringify(a.json))).toEqual([]);
    const row = await db.promotion.findUniqueOrThrow({ where: { id: created.id }, select: { starts_on: true, ends_on: true, program_length: true } });
    const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
    expect(day(row.ends_on)).toBe(endsOnFor(day(row.starts_on)!, row.program_length));
  }, 120_000);
});
