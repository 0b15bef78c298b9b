'use client';
// One realtime connection for a signed-in page: the sidecar puts the socket in user_{id} itself; here it also joins
// the promotion's channel (wall posts, coordinator notices). Features subscribe with useRealtimeEvent.
import { useRealtime } from '@/lib/realtime/use-realtime';

export function RealtimeConnection({ signedIn, promotionChannel }: { signedIn: boolean; promotionChannel: string | null }) {
  useRealtime({ enabled: signedIn, channels: promotionChannel ? [promotionChannel] : [] });
  return null;
}
