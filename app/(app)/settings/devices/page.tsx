import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settingsPage } from '@/server/users/settings-page';
import { findDevices } from '@/server/users/settings-queries';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.devices') };
}

// /settings/devices: a Master's Devices tab, only when the account's promotion enables a device integration (the tab is
// hidden otherwise, and this page sends back to Account & Role). Lists the account's registered devices.
export default async function DevicesPage() {
  const { master, target, tabs } = await settingsPage();
  if (!master || target.userId === null || !tabs.some((t) => t.also?.includes('/settings/devices'))) redirect('/settings/dashboard');
  const [devices, t] = await Promise.all([findDevices(target.userId), getTranslations('settings.devices')]);
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="devices-title" className="text-h2 text-ink">{t('title')}</h2>
      {devices.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="divide-y divide-line">
          {devices.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-2 py-3">
              <span className="font-semibold text-ink">{d.platform ?? t('device')}</span>
              <span className="text-ink-muted">{d.last_seen_at ? t('lastSeen', { date: d.last_seen_at.toISOString().slice(0, 10) }) : t('lastSeenNever')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
