// GET /api/health — liveness: this process answers (docs/operations.md). Touches nothing else, so a database outage
// never makes an orchestrator restart healthy web processes; readiness is GET /api/ready. Not behind route(): it must
// answer without the database (tests/helpers/route-list.ts lists it as undeclared on purpose).
export const dynamic = 'force-dynamic';

const startedAt = Date.now();

export function GET(): Response {
  return Response.json(
    { status: 'ok', uptime_seconds: Math.round((Date.now() - startedAt) / 1000) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
