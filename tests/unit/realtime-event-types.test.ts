// The realtime payload map is enforced by the compiler (lib/realtime/events.ts): `npx tsc` fails if any expected
// error below stops being one, i.e. if publish() or the client hooks accept the wrong payload.
import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '@/server/realtime/publish';
import type { onRealtimeEvent } from '@/lib/realtime/socket-client';
import type { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import type { AFTER_COMMIT } from '@/server/composition/after-commit';
import type { DomainEventType } from '@/server/events';
import { REALTIME_EVENTS } from '@/lib/realtime-channels';
import { REALTIME_EVENT_MAP_IS_COMPLETE } from '@/lib/realtime/events';

// Never called: only type-checked.
function typeChecks(listen: typeof onRealtimeEvent, hook: typeof useRealtimeEvent, like: RealtimeMessage<'newLikeCreated'>['data']) {
  const ok: RealtimeMessage = { channel: 'user_1', event: 'newLikeCreated', data: like };
  // @ts-expect-error a like is not a user
  const wrong: RealtimeMessage = { channel: 'user_1', event: 'userUpdated', data: like };
  // @ts-expect-error not a declared event
  const unknown: RealtimeMessage = { channel: 'user_1', event: 'somethingElse', data: {} };
  listen('userUpdated', (user) => user.flags.goal_hit);
  // @ts-expect-error entryUpdated carries a day record, which has no email
  hook('entryUpdated', (entry) => entry.email);
  // Every domain event has its (possibly empty) list of after-commit handlers.
  const everyEvent: keyof typeof AFTER_COMMIT = 'activity.logged' as DomainEventType;
  return [ok, wrong, unknown, everyEvent];
}

describe('realtime event payload types', () => {
  it('cover every declared event', () => {
    expect(REALTIME_EVENT_MAP_IS_COMPLETE).toBe(true);
    expect(REALTIME_EVENTS.length).toBeGreaterThan(0);
    expect(typeof typeChecks).toBe('function');
  });
});
