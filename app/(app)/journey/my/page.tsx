import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { requireSignedInPage } from '@/server/pages/guards';
import { JourneyScreen } from '@/components/journey/journey-screen';

export const metadata: Metadata = { title: 'My Journey' };

export default async function MyJourneyPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself (docs/app-shell.md).
  await requireSignedInPage();
  const { SOCKET_PORT, SOCKET_PUBLIC_URL } = env();
  return (
    <>
      {/* Where the realtime sidecar listens (lib/realtime/socket-client.ts), until the root layout says it once. */}
      <span hidden data-socket-port={SOCKET_PORT} data-socket-url={SOCKET_PUBLIC_URL} />
      <JourneyScreen />
    </>
  );
}
