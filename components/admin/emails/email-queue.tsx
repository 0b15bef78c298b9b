'use client';
// /one_time_email/queue: upcoming emails (editable until sent) and the ones already sent, with their status. While an
// email is due or being sent by the job worker, the list refreshes itself every few seconds.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { zoneLabel } from '@/lib/emails/send-time';
import { pushFilterName } from '@/lib/push/filters';
import type { CustomEmailJson } from '@/lib/emails/types';
import { Badge, Button, EmptyState } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const TONE = { queued: 'brand', sending: 'accent', sent: 'success', failed: 'danger', canceled: 'neutral' } as const;
const shown = (local: string) => local.replace('T', ' ');
const REFRESH_MS = 5_000;

/** What a sent (or part-sent) email reached: one message per address, unsubscribed ones skipped. */
const reachedText = (status: string, n: number) => `${status === 'failed' ? 'after' : 'to'} ${n.toLocaleString('en-US')} ${n === 1 ? 'address' : 'addresses'}`;

export function EmailQueue({ promotionId, emails }: { promotionId: number; emails: CustomEmailJson[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (emails.some((e) => e.status === 'sending' || (e.status === 'queued' && Date.parse(e.send_at) <= now))) router.refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [emails, router]);

  const remove = async (email: CustomEmailJson) => {
    const ok = await confirm({ title: `Delete “${email.subject}”?`, body: email.status === 'queued' ? 'It will not be sent.' : 'It leaves this list; the emails already sent stay sent.', confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    setBusy(email.id);
    try {
      await api.delete(`/promotions/${promotionId}/custom_emails/${email.id}`);
      toast('Email deleted.');
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    } finally {
      setBusy(null);
    }
  };

  if (emails.length === 0) {
    return <EmptyState title="No emails yet">Scheduled and sent one-time emails appear here.</EmptyState>;
  }
  return (
    <div className="overflow-x-auto rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">One-time emails</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Subject</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Recipients</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Send time</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
            <th scope="col" className="py-2 font-semibold"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {emails.map((e) => (
            <tr key={e.id}>
              <td className="py-2 pr-3 font-semibold text-ink">{e.subject}</td>
              <td className="py-2 pr-3 tabular-nums">{e.one_time_recipients.length}{e.filters.length ? <span className="text-ink-muted"> + {e.filters.map(pushFilterName).join(' and ').toLowerCase()}</span> : null}</td>
              <td className="py-2 pr-3">{shown(e.send_at_local)} <span className="text-ink-muted">{zoneLabel(e.time_zone)}</span></td>
              <td className="py-2 pr-3">
                <Badge tone={TONE[e.status]}>{e.status}</Badge>
                {e.reached_count !== null ? <span className="ml-2 text-ink-muted">{reachedText(e.status, e.reached_count)}</span> : null}
              </td>
              <td className="py-2">
                <div className="flex justify-end gap-2">
                  {e.status === 'queued' ? (
                    <Button asChild variant="secondary" size="sm"><Link href={`/promotion/${promotionId}/one_time_email/edit/${e.id}`} aria-label={`Edit ${e.subject}`}>Edit</Link></Button>
                  ) : null}
                  <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${e.subject}`} loading={busy === e.id} onClick={() => void remove(e)}>Delete</Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
