import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { settingsPage } from '@/server/users/settings-page';
import { findDevices } from '@/server/users/settings-queries';
import { EmptyState } from '@/components/ui/empty-state';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

export const metadata: Metadata = { title: M.devicesTab };

// /settings/devices: a Master's Devices tab, only when the account's promotion enables a device integration (the tab is
// hidden otherwise, and this page sends back to Account & Role). Lists the account's registered devices.
export default async function DevicesPage() {
  const { master, target, tabs } = await settingsPage();
  if (!master || target.userId === null || !tabs.some((t) => t.also?.includes('/settings/devices'))) redirect('/settings/dashboard');
  const devices = await findDevices(target.userId);
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="devices-title" className="text-h2 text-ink">Devices</h2>
      {devices.length === 0 ? (
        <EmptyState title="No devices connected yet." />
      ) : (
        <ul className="divide-y divide-line">
          {devices.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span className="font-semibold text-ink">{d.platform ?? 'Device'}</span>
              <span className="text-ink-muted">Last seen {d.last_seen_at ? d.last_seen_at.toISOString().slice(0, 10) : 'never'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
