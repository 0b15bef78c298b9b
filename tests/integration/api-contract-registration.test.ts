// Registration needs a location (a leaf of the promotion's tree when the promotion displays locations): a client
// written from the specification finds the choices at GET /promotions/{id}/registration_locations, as a visitor who
// may register, for that promotion only, and registers with one of them.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { createLocations, registrationBody, updatePromotion } from '../helpers/onboarding-factories';
import { GET as registrationLocations } from '@/app/api/promotions/[id]/registration_locations/route';
import { POST as register } from '@/app/api/users/route';
import { PROMOTION_FLAG_DEFAULTS } from '@/lib/promotion-flags';

const withLocations = () => ({ data: { flags: { ...PROMOTION_FLAG_DEFAULTS, is_location_displayed: true }, location_labels: ['Region', 'Office'] } });
const choices = (host: string, id: string) => callRoute(registrationLocations, { host, path: `/api/promotions/${id}/registration_locations`, params: { id } });

describe('GET /promotions/{id}/registration_locations', () => {
  it('answers a visitor the tree with its leaves marked, and a leaf from it registers', async () => {
    const p = await createPromotion(withLocations());
    const { region, office } = await createLocations(p.id);
    const other = await createPromotion(withLocations());
    await createLocations(other.id);

    const res = await choices(p.host, 'current');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { id: region.id, name: region.name, parent_id: null, is_leaf: false },
      { id: office.id, name: office.name, parent_id: region.id, is_leaf: true },
    ]);
    expect(res.json.meta).toMatchObject({ total_records: 2, required: true, location_labels: ['Region', 'Office'], links: { next: null } });
    expect((await choices(p.host, String(p.id))).json.data).toHaveLength(2);

    const leaf = (res.json.data as { id: number; is_leaf: boolean }[]).find((l) => l.is_leaf)!;
    const registered = await callRoute(register, { method: 'POST', host: p.host, path: '/api/users', body: registrationBody({ location_id: leaf.id }) });
    expect(registered.status).toBe(201);
    expect(registered.json.location_id).toBe(leaf.id);

    // Another promotion's id on this host: 404, nothing of theirs.
    expect((await choices(p.host, String(other.id))).status).toBe(404);
  });

  it('is refused while registration is closed, and empty where locations are not displayed', async () => {
    const p = await createPromotion(withLocations());
    await createLocations(p.id);
    await updatePromotion(p.id, { is_closed: true });
    const closed = await choices(p.host, 'current');
    expect(closed.status).toBe(403);
    expect(closed.json.errors).toEqual(['Sorry, registration is currently closed.']);

    const hidden = await createPromotion();
    await createLocations(hidden.id);
    const none = await choices(hidden.host, 'current');
    expect(none.json).toMatchObject({ data: [], meta: { required: false, total_records: 0 } });
  });
});
