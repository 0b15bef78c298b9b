'use client';
// The super users' promotion picker (administration.md §1): the promotions the account administers, grouped by
// organization (get_grouped_promotions). Picking one opens it and keeps it among the 6 recent ones of the menu.
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Input, Label } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useGroupedPromotions } from '@/lib/super-users/query';
import { promotionHref, rememberPromotion, useRecentPromotions } from '@/lib/super-users/recent';
import { AdminPage } from '@/components/admin/shared/admin-page';

export function PromotionPicker() {
  const t = useTranslations('admin-access.picker');
  const grouped = useGroupedPromotions();
  const recent = useRecentPromotions();
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const groups = (grouped.data ?? [])
    .map((g) => ({ ...g, promotions: g.promotions.filter((p) => !needle || `${p.name} ${p.subdomain} ${g.organization.name}`.toLowerCase().includes(needle)) }))
    .filter((g) => g.promotions.length > 0);
  return (
    <AdminPage title={t('title')} intro={t('intro')}>
      {recent.length > 0 ? (
        <p className="text-sm text-ink-muted">{t.rich('current', { name: recent[0]!.name, strong: (chunks) => <strong className="text-ink" data-testid="current-promotion">{chunks}</strong> })}</p>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor="picker-search">{t('search')}</Label>
        <Input id="picker-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} className="w-80 max-w-full" />
      </div>
      {grouped.isPending ? <LoadingBlock label={t('loading')} />
        : grouped.isError ? <LoadError title={t('loadFailed')} error={grouped.error} onRetry={() => void grouped.refetch()} />
        : groups.length === 0 ? <EmptyState title={needle ? t('noMatch') : t('empty')} />
        : (
          <div className="grid gap-5 md:grid-cols-2">
            {groups.map((g) => (
              <section key={g.organization.id} aria-labelledby={`org-${g.organization.id}`} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
                <h2 id={`org-${g.organization.id}`} className="text-h3 text-ink">{g.organization.name}</h2>
                <ul className="mt-3 flex flex-col gap-1">
                  {g.promotions.map((p) => (
                    <li key={p.id}>
                      <Link href={promotionHref(p.id)} onClick={() => rememberPromotion({ id: p.id, name: p.name })}
                        aria-current={recent[0]?.id === p.id ? 'true' : undefined}
                        className="block rounded-xl px-3 py-2 no-underline hover:bg-surface-muted aria-[current=true]:bg-brand-soft">
                        <span className="block font-semibold text-ink">{p.name}</span>
                        <span className="block text-sm text-ink-muted">{p.starts_on ? t('subdomainDates', { subdomain: p.subdomain, starts: p.starts_on, ends: p.ends_on ?? '' }) : p.subdomain}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
    </AdminPage>
  );
}
