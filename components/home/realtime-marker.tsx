// Tells the realtime client where the sidecar listens (lib/realtime/socket-client.ts reads data-socket-url /
// data-socket-port from the page). The root layout does not render it yet, and without it the client guesses :3001,
// which is wrong for any other SOCKET_PORT (every e2e run). Server component: reads the environment.
import { env } from '@/lib/env';

export function RealtimeMarker() {
  const { SOCKET_PORT, SOCKET_PUBLIC_URL } = env();
  return <span hidden data-socket-port={SOCKET_PORT} data-socket-url={SOCKET_PUBLIC_URL} />;
}
