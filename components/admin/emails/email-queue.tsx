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
import { Badge, Button, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';
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
  const columns: DataTableColumn<CustomEmailJson>[] = [
    { id: 'subject', header: 'Subject', cell: ({ row }) => <span className="font-semibold text-ink">{row.original.subject}</span> },
    {
      id: 'recipients',
      header: 'Recipients',
      cell: ({ row: { original: e } }) => (
        <span className="tabular-nums">
          {e.one_time_recipients.length}
          {e.filters.length ? <span className="text-ink-muted"> + {e.filters.map(pushFilterName).join(' and ').toLowerCase()}</span> : null}
        </span>
      ),
    },
    { id: 'send_time', header: 'Send time', cell: ({ row: { original: e } }) => <>{shown(e.send_at_local)} <span className="text-ink-muted">{zoneLabel(e.time_zone)}</span></> },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: e } }) => (
        <>
          <Badge tone={TONE[e.status]}>{e.status}</Badge>
          {e.reached_count !== null ? <span className="ml-2 text-ink-muted">{reachedText(e.status, e.reached_count)}</span> : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: e } }) => (
        <div className="flex justify-end gap-2">
          {e.status === 'queued' ? (
            <Button asChild variant="secondary" size="sm"><Link href={`/promotion/${promotionId}/one_time_email/edit/${e.id}`} aria-label={`Edit ${e.subject}`}>Edit</Link></Button>
          ) : null}
          <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${e.subject}`} loading={busy === e.id} onClick={() => void remove(e)}>Delete</Button>
        </div>
      ),
    },
  ];
  return <DataTable caption="One-time emails" columns={columns} data={emails} getRowId={(e) => String(e.id)} pagerLabel="One-time email pages" className="text-sm" />;
}
