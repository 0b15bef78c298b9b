// One path, two audiences: the specification names some paths for participants on a promotion's host and for
// administrators on the dashboard (GET /evaluation_definitions/{id}). Each audience keeps its own route() with its
// own scope, action and input; this picks one by the request's host, and declares both for the authorization matrix.
import 'server-only';
import type { NextRequest } from 'next/server';
import { classifyHost } from '@/lib/hosts';
import { env } from '@/lib/env';
import type { RouteHandler } from './route';

export function byHost(routes: { dashboard: RouteHandler; promotion: RouteHandler }): RouteHandler {
  const run: RouteHandler = Object.assign(
    (request: NextRequest, context: Parameters<RouteHandler>[1]) => {
      const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
      const target = classifyHost(host, env().APP_HOST);
      return (target.kind === 'dashboard' ? routes.dashboard : routes.promotion)(request, context);
    },
    { declared: { ...routes.promotion.declared, onDashboard: routes.dashboard.declared } },
  );
  return run;
}
