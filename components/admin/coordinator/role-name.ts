// A role as the administration screens name it, in the reader's language (the admin-coordinator catalog's roles.*).
// A value that is not a known role (an old row) shows as stored.
import type { useTranslations } from 'next-intl';
import { isRole, type Role } from '@/lib/roles';

const ROLE_KEYS = {
  User: 'user',
  Coordinator: 'coordinator',
  'Location Coordinator': 'locationCoordinator',
  'Regional Coordinator': 'regionalCoordinator',
  'Super Coordinator': 'superCoordinator',
  Reseller: 'reseller',
  Master: 'master',
  Poster: 'poster',
} as const satisfies Record<Role, string>;

export function roleName(role: string, t: ReturnType<typeof useTranslations<'admin-coordinator'>>): string {
  return isRole(role) ? t(`roles.${ROLE_KEYS[role]}`) : role;
}
