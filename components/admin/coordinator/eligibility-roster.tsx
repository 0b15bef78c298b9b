// The Eligibility tab's read-only roster: how many people are on the list, how many registered, and the first rows.
import { EmptyState } from '@/components/ui';
import type { EligibilityRoster } from '@/lib/coordinator/types';

export function EligibilityRosterPanel({ roster }: { roster: EligibilityRoster }) {
  if (roster.total === 0) return <EmptyState title="No eligibility records yet." />;
  return (
    <section aria-labelledby="eligibility-title" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id="eligibility-title" className="text-lg font-semibold text-ink">Eligibility</h2>
      <p className="mt-1 text-ink-muted">{roster.total.toLocaleString('en-US')} eligible · {roster.registered.toLocaleString('en-US')} registered{roster.total > roster.rows.length ? ` · the first ${roster.rows.length} shown` : ''}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Eligibility records</caption>
          <thead className="text-left text-xs uppercase text-ink-muted"><tr>
            <th scope="col" className="py-2 pr-3">Identifier</th><th scope="col" className="py-2 pr-3">Name</th><th scope="col" className="py-2 pr-3">Email</th><th scope="col" className="py-2">Registered</th>
          </tr></thead>
          <tbody>
            {roster.rows.map((r) => (
              <tr key={r.id} className="border-t border-line">
                <td className="py-2 pr-3">{r.identifier}</td>
                <td className="py-2 pr-3">{[r.first_name, r.last_name].filter(Boolean).join(' ') || '—'}</td>
                <td className="break-all py-2 pr-3">{r.email ?? '—'}</td>
                <td className="py-2">{r.registered ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
