// The promotion's push notification jobs, newest first: what was pushed, to how many, and how it went.
import type { PushJobJson } from '@/lib/push/types';
import { pushFilterName } from '@/lib/push/filters';
import { Badge, EmptyState } from '@/components/ui';

const TONE = { queued: 'neutral', sending: 'accent', sent: 'success', failed: 'danger' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function PushJobHistory({ jobs }: { jobs: PushJobJson[] }) {
  return (
    <section aria-labelledby="push-history-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="push-history-title" className="text-h2 text-ink">Sent notifications</h2>
      {jobs.length === 0 ? (
        <EmptyState className="mt-4" title="No push notifications yet">Notifications you send appear here with their status.</EmptyState>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">Notification</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Audience</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Recipients</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
                <th scope="col" className="py-2 font-semibold">Created</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {jobs.map((j) => (
                <tr key={j.id}>
                  <td className="py-2 pr-3"><span className="font-semibold text-ink">{j.title}</span><br /><span className="text-ink-muted">{j.message}</span></td>
                  <td className="py-2 pr-3">{[...j.filters.map(pushFilterName), ...(j.recipients ? ['Typed recipients'] : [])].join(', ')}</td>
                  <td className="py-2 pr-3 tabular-nums">{j.recipient_count}</td>
                  <td className="py-2 pr-3"><Badge tone={TONE[j.status]}>{j.status}</Badge></td>
                  <td className="py-2 whitespace-nowrap">{when(j.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
