'use client';
// One realtime connection for a signed-in page: the sidecar puts the socket in user_{id} itself; here it also joins
// the promotion's channel (wall posts, coordinator notices). Features subscribe with useRealtimeEvent.
// After a reconnect (the sidecar restarted, the network dropped) the events sent meanwhile are lost: every query on
// screen is refetched, so the page shows what it missed (docs/operations.md).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { onReconnect } from '@/lib/realtime/socket-client';

export function RealtimeConnection({ signedIn, promotionChannel }: { signedIn: boolean; promotionChannel: string | null }) {
  useRealtime({ enabled: signedIn, channels: promotionChannel ? [promotionChannel] : [] });
  const queryClient = useQueryClient();
  useEffect(() => onReconnect(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
