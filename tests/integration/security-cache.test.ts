// Caching of API answers (issue 37 finding 9): every answer of the route wrapper is `Cache-Control: no-store` with
// `Vary: Cookie` — a signed-in answer, a refusal, a visitor's — unless its handler chose otherwise: a download keeps
// `private, no-store`, a stored public upload stays publicly cacheable (tests/integration/files-upload.test.ts).
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { GET as calendar } from '@/app/api/promotions/[id]/calendar/route';
import { privateByDefault } from '@/server/http/cache-headers';

describe('API answers and caches', () => {
  it('a signed-in answer, and a refusal, are no-store and vary by cookie', async () => {
    const promotion = await createPromotion();
    const user = await createUser({ promotionId: promotion.id });
    const cookie = await signInCookie(user, { promotionId: promotion.id });
    const mine = await callRoute(getUser, { host: promotion.host, path: '/api/users/me', cookie, params: { id: 'me' } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('vary')).toMatch(/\bCookie\b/);
    const anonymous = await callRoute(getUser, { host: promotion.host, path: '/api/users/me', params: { id: 'me' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.headers.get('vary')).toMatch(/\bCookie\b/);

    // A handler's own private policy is kept, with the Vary added.
    const ics = await callRoute(calendar, {
      host: promotion.host, path: `/api/promotions/${promotion.id}/calendar?title=Walk&dtstart=20261124T120000Z`, cookie, params: { id: String(promotion.id) },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('cache-control')).toBe('private, no-store');
    expect(ics.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it('leaves a public answer alone, keeps an existing Vary, and copies immutable headers', () => {
    const asset = privateByDefault(new Response('x', { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toBeNull();
    const varied = privateByDefault(new Response('x', { headers: { Vary: 'Accept-Encoding' } }));
    expect(varied.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const redirect = privateByDefault(Response.redirect('http://localhost/home', 303));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('http://localhost/home');
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });
});
