// A process that registers as a node the way the web server and the worker do (server/platform/node-heartbeat.ts),
// for tests/integration/node-heartbeat.test.ts: prints "node started" and keeps beating until SIGTERM, or prints the
// refusal and exits 1. `--production` refuses as production does (NODE_ENV=production would also demand a real
// AUTH_SECRET).
import { startNodeHeartbeat } from '@/server/platform/node-heartbeat';

const production = process.argv.includes('--production');
try {
  const heartbeat = await startNodeHeartbeat('web', { production, warn: (m) => console.log(`warning: ${m}`) });
  console.log('node started');
  const keep = setInterval(() => undefined, 1_000);
  process.on('SIGTERM', () => {
    clearInterval(keep);
    void heartbeat.stop().then(() => process.exit(0));
  });
} catch (error) {
  console.log(`refused: ${(error as Error).message}`);
  process.exit(1);
}
