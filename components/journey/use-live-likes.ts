'use client';
// A friend's like arrives as newLikeCreated on the author's user_{id} channel (docs/leaderboards.md "My Journey");
// the wall and that reflection's likes are read again so the count and the popover stay true without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { journalKeys } from '@/lib/query/journal';

export function useLiveLikes(enabled: boolean): void {
  const queryClient = useQueryClient();
  // The server joins the user's own channel on connect; nothing else to join here.
  useRealtime({ enabled });
  useRealtimeEvent('newLikeCreated', (like) => {
    void queryClient.invalidateQueries({ queryKey: journalKeys.wall });
    if (typeof like?.likeable_id === 'number') void queryClient.invalidateQueries({ queryKey: journalKeys.likes(like.likeable_id) });
  });
}
