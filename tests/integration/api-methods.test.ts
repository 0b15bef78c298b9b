// Methods a route does not serve answer 405 in the error envelope (Next's own 405 had an empty body; TRACE reached
// nothing at all), and the generated route table the proxy reads matches the routes that exist.
import { describe, expect, it } from 'vitest';
import { renderManifest, scanApiRoutes } from '@/scripts/api-routes';
import { API_ROUTES } from '@/server/http/api-routes.generated';
import { methodRefusal, servedMethods } from '@/server/http/method-guard';
import { refuseBeforeNext } from '@/server/web/request-guards';
import { loadApiRoutes } from '../helpers/route-list';

/** What the web server's guard writes, captured from a stand-in response. */
function guard(method: string, url: string) {
  const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const response = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
    end: (body: string) => Object.assign(written, { body }),
  };
  const refused = refuseBeforeNext({ method, url } as never, response as never);
  return { refused, ...written, json: written.body?.startsWith('{') ? JSON.parse(written.body) : undefined };
}

describe('405 for methods a route does not serve', () => {
  it('keeps the generated route table in step with app/api (run npm run api:routes after adding a route)', async () => {
    expect(renderManifest(scanApiRoutes())).toBe(renderManifest(API_ROUTES.map((r) => ({ pattern: r.pattern, methods: [...r.methods] }))));
    const { routes } = await loadApiRoutes();
    for (const route of routes) expect(API_ROUTES.find((r) => r.pattern === route.pattern)?.methods).toContain(route.method);
  });

  it('names the methods a path serves in Allow and refuses the others', () => {
    expect(methodRefusal('DELETE', '/api/logging')).toEqual({ allow: 'GET, POST, HEAD, OPTIONS', body: { errors: ['DELETE is not allowed here.'] } });
    expect(methodRefusal('TRACE', '/api/users/me/onboarding')?.body.errors).toEqual(['TRACE is not allowed here.']);
  });


  it('lets served methods through, routing static segments before dynamic ones and unknown paths to the JSON 404', () => {
    expect(methodRefusal('GET', '/api/logging')).toBeNull();
    expect(methodRefusal('HEAD', '/api/logging')).toBeNull();
    expect(methodRefusal('PUT', '/api/users/12')).toBeNull();
    // /api/users/me/onboarding is its own route (GET only), not /api/users/[id] with its PUT.
    expect(servedMethods('/api/users/me/onboarding')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodRefusal('PUT', '/api/users/me/onboarding')?.allow).toBe('GET, HEAD, OPTIONS');
    // No route: the catch-all serves every standard method with its JSON 404.
    expect(methodRefusal('PATCH', '/api/no/such/thing')).toBeNull();
  });
});

describe('the web server, before Next', () => {
  it('answers an unserved API method with 405 in the envelope, and TRACE too', () => {
    expect(guard('DELETE', '/api/logging?x=1')).toMatchObject({ refused: true, status: 405, json: { errors: ['DELETE is not allowed here.'] } });
    expect(guard('TRACE', '/api/users/me/onboarding')).toMatchObject({ refused: true, status: 405 });
    expect(guard('GET', '/api/logging').refused).toBe(false);
    expect(guard('TRACE', '/home').refused).toBe(false); // pages are Next's
  });

  it('answers a path whose %-escapes do not decode with 400 (Next answered a plain-text 500)', () => {
    expect(guard('GET', '/api/activities/%E0%A4%A')).toMatchObject({ refused: true, status: 400, json: { errors: ['The request path is not valid.'] } });
    expect(guard('GET', '/journey/%ZZ')).toMatchObject({ refused: true, status: 400 });
    expect(guard('GET', '/api/activities/caf%C3%A9').refused).toBe(false);
  });
});
