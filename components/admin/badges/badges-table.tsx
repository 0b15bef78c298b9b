// /promotion/{id}/badges: the badges in force, marked "Default" (the default promotion's; saving one makes this
// promotion's copy) or "Customized" (this promotion's copy of a default; reset brings the default back).
import Link from 'next/link';
import type { AdminBadge } from '@/lib/program-design/types';
import { Badge, buttonClasses } from '@/components/ui';
import { badgeCategoryLabel } from './badge-labels';

export function BadgesTable({ promotionId, badges }: { promotionId: number; badges: AdminBadge[] }) {
  if (badges.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">No badges yet. Add the first one.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
      <table className="w-full text-left">
        <caption className="sr-only">Badges</caption>
        <thead className="border-b border-line text-sm text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Badge</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Category</th>
            <th scope="col" className="px-4 py-3 font-semibold">Goal</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Shown</th>
            <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {badges.map((b) => (
            <tr key={b.id} className="border-b border-line last:border-0">
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-3">
                  {b.image.url ? <img src={b.image.url} alt="" className="size-10 rounded-full border border-line object-cover" /> : <span aria-hidden="true" className="size-10 rounded-full bg-surface-muted" />}
                  <span className="font-semibold text-ink">{b.name}</span>
                  {b.is_default ? <Badge tone="neutral">Default</Badge> : null}
                  {b.is_override ? <Badge tone="accent">Customized</Badge> : null}
                </div>
              </td>
              <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">{badgeCategoryLabel(b.category)}</td>
              <td className="px-4 py-3 text-ink">{b.goal}{b.goal2 ? ` / ${b.goal2}` : ''}</td>
              <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">{b.hide_until_earned ? 'Once earned' : 'Always'}</td>
              <td className="px-4 py-3 text-right">
                <Link href={`/promotion/${promotionId}/badges/${b.id}/edit`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${b.name}`}>Edit</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
