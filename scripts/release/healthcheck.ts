// release/healthcheck.mjs <web|sidecar|worker|migrate>: the image's HEALTHCHECK (Dockerfile, through entrypoint.sh,
// which remembers the container's role). Exits 0 when healthy, 1 otherwise, with one line saying why.
//   web     — GET /api/ready?only=database,migrations on PORT: serving, the database answers, the schema is current;
//   sidecar — GET /healthz on SOCKET_PORT;
//   worker  — the worker part of /api/ready read directly (the worker serves no HTTP): a recent pg-boss heartbeat;
//   migrate — a one-shot: healthy while it runs.
const role = process.argv[2] ?? 'web';

async function get(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) }).catch((error: Error) => error);
  if (response instanceof Error) {
    console.error(`${url}: ${response.message}`);
    return false;
  }
  if (!response.ok) console.error(`${url}: ${response.status} ${await response.text().catch(() => '')}`.slice(0, 500));
  return response.ok;
}

async function healthy(): Promise<boolean> {
  switch (role) {
    case 'web':
      return get(`http://127.0.0.1:${process.env.PORT || 3000}/api/ready?only=database,migrations`);
    case 'sidecar':
      return get(`http://127.0.0.1:${process.env.SOCKET_PORT || 3001}/healthz`);
    case 'worker': {
      // Loaded only here: it opens the app's database pool.
      const { checkReadiness } = await import('@/server/platform/health');
      const { checks } = await checkReadiness(['worker']);
      if (checks.worker?.state !== 'ok') console.error(`worker: ${checks.worker?.detail ?? 'failing'}`);
      return checks.worker?.state === 'ok';
    }
    case 'migrate':
    case 'seed':
      return true;
    default:
      console.error(`unknown role ${role}`);
      return false;
  }
}

process.exit((await healthy()) ? 0 : 1);

export {}; // a module: top-level await
