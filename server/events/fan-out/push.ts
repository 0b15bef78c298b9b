// Web push. There is no push yet (no subscriptions, no VAPID keys): these handlers are registered so that the events
// that will push say so today, and adding push is writing their bodies, not finding the call sites.
import { handler } from './handler';

export const pushBadgeEarned = handler<{ userId: number }>({
  name: 'push.badgeEarned',
  run: async () => {},
});
