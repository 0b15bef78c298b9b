'use client';
// The super users' promotion picker (administration.md §1): the promotions the account administers, grouped by
// organization (get_grouped_promotions). Picking one opens it and keeps it among the 6 recent ones of the menu.
import { useState } from 'react';
import Link from 'next/link';
import { Input, Label } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useGroupedPromotions } from '@/lib/super-users/query';
import { promotionHref, rememberPromotion, useRecentPromotions } from '@/lib/super-users/recent';
import { SUPER_USER_MESSAGES as M } from '@/lib/super-users/types';
import { AdminPage } from '@/components/admin/shared/admin-page';

export function PromotionPicker() {
  const grouped = useGroupedPromotions();
  const recent = useRecentPromotions();
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const groups = (grouped.data ?? [])
    .map((g) => ({ ...g, promotions: g.promotions.filter((p) => !needle || `${p.name} ${p.subdomain} ${g.organization.name}`.toLowerCase().includes(needle)) }))
    .filter((g) => g.promotions.length > 0);
  return (
    <AdminPage title="Switch promotion" intro="Choose the promotion to work on. The last six you opened stay in the menu.">
      {recent.length > 0 ? (
        <p className="text-sm text-ink-muted">Current: <strong className="text-ink" data-testid="current-promotion">{recent[0]!.name}</strong></p>
      ) : null}
      <div className="flex flex-col gap-1">
        <Label htmlFor="picker-search">Find a promotion</Label>
        <Input id="picker-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} className="w-80 max-w-full" />
      </div>
      {grouped.isPending ? <LoadingBlock label="Loading promotions" />
        : grouped.isError ? <LoadError title={M.groupedFailed} error={grouped.error} onRetry={() => void grouped.refetch()} />
        : groups.length === 0 ? <EmptyState title={needle ? 'No promotion matches' : 'No promotions to administer yet'} />
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
                        <span className="block text-sm text-ink-muted">{p.subdomain}{p.starts_on ? ` · ${p.starts_on} to ${p.ends_on}` : ''}</span>
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
