// GET /api/ready[?only=database,migrations] — readiness (docs/operations.md): 200 when the database answers, the
// migrations are current, the job worker's heartbeat is recent and the realtime sidecar answers; otherwise 503 with
// Retry-After and each part's state. `only` narrows the checks (a load balancer routing to web processes may want
// just database,migrations). Not behind route(): the wrapper itself needs the database.
import { checkReadiness, PART_NAMES, type PartName } from '@/server/platform/health';
import { RETRY_AFTER_SECONDS } from '@/server/platform/availability';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const only = new URL(request.url).searchParams.get('only');
  let parts: PartName[] = [...PART_NAMES];
  if (only) {
    const asked = only.split(',').map((p) => p.trim()).filter(Boolean);
    const unknown = asked.filter((p) => !PART_NAMES.includes(p as PartName));
    if (unknown.length || !asked.length) {
      return Response.json({ errors: [`only: must name parts among ${PART_NAMES.join(', ')}.`] }, { status: 422 });
    }
    parts = asked as PartName[];
  }
  const readiness = await checkReadiness(parts);
  return Response.json(
    { status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks },
    {
      status: readiness.ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(readiness.ready ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }) },
    },
  );
}
