// The participant filters of push jobs and one-time emails (lib/push/filters.ts) named in the reader's language (the
// admin-push catalog's filters.*); an id the screen does not know shows as stored.
import { useTranslations } from 'next-intl';
import type { PushJobFilter } from '@/lib/push/filters';

const FILTER_KEYS = {
  all: 'all',
  inactive_7_days: 'inactive7Days',
  active_7_days: 'active7Days',
  no_duo: 'noDuo',
  no_friends: 'noFriends',
  no_team: 'noTeam',
} as const satisfies Record<PushJobFilter, string>;

export function usePushFilterName(): (id: string) => string {
  const t = useTranslations('admin-push.filters');
  return (id) => (id in FILTER_KEYS ? t(FILTER_KEYS[id as PushJobFilter]) : id);
}
