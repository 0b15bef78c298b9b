// The settings tabs (participant-core.md §2 "Settings"): Edit Personal Settings, Edit Preferences, Edit Goal
// (non-master) and Privacy (ours: My data); for a Master: Account & Role first, the personal tab renamed User
// Settings, and Devices when the account's promotion enables a device integration. A Master's ?userId&promotionId
// travel with every tab.
import { SETTINGS_MESSAGES as M } from './messages';
import { SUBSCRIPTION_MESSAGES } from '@/lib/subscriptions/messages';

/** A tab as components/ui/nav-tabs.tsx takes it; `also` marks it current when its href carries a query. */
export interface SettingsTab {
  href: string;
  label: string;
  /** The label's key in the settings catalog (settings.tabs.<key>): the layout shows it in the reader's language. */
  key: SettingsTabKey;
  also?: string[];
}

export type SettingsTabKey = 'personal' | 'userSettings' | 'email' | 'goal' | 'privacy' | 'account' | 'devices';

export interface SettingsTarget {
  userId: number | null;
  promotionId: number | null;
}

export function settingsQuery(target: SettingsTarget): string {
  const params = new URLSearchParams();
  if (target.userId !== null) params.set('userId', String(target.userId));
  if (target.promotionId !== null) params.set('promotionId', String(target.promotionId));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export function settingsTabs(input: { master: boolean; devices: boolean; target: SettingsTarget }): SettingsTab[] {
  if (!input.master) {
    return [
      { href: '/settings/profile', label: M.personalTab, key: 'personal' },
      { href: '/settings/email', label: SUBSCRIPTION_MESSAGES.tabLabel, key: 'email' },
      { href: '/settings/goal', label: M.goalTab, key: 'goal' },
      { href: '/settings/privacy', label: M.privacyTab, key: 'privacy' },
    ];
  }
  const q = settingsQuery(input.target);
  const tab = (path: string, label: string, key: SettingsTabKey): SettingsTab => ({ href: `${path}${q}`, label, key, also: [path] });
  return [
    tab('/settings/dashboard', M.accountTab, 'account'),
    tab('/settings/profile', M.userSettingsTab, 'userSettings'),
    tab('/settings/email', SUBSCRIPTION_MESSAGES.tabLabel, 'email'),
    ...(input.devices ? [tab('/settings/devices', M.devicesTab, 'devices')] : []),
  ];
}
