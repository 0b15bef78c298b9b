// The JSON of GET/PUT /api/users/{id}/subscription (lib/subscriptions/types.ts).
import type { EmailSubscription } from '@/lib/subscriptions/types';
import type { StoredSubscription } from './queries';

export function serializeSubscription(s: StoredSubscription): EmailSubscription {
  return { user_id: s.userId, ...s.values, updated_at: s.updatedAt?.toISOString() ?? null };
}
