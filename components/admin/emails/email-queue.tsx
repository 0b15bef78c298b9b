'use client';
// /one_time_email/queue: upcoming emails (editable until sent) and the ones already sent, with their status. While an
// email is due or being sent by the job worker, the list refreshes itself every few seconds.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { CustomEmailJson } from '@/lib/emails/types';
import { Badge, Button, DataTable, EmptyState, type DataTableColumn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { usePushFilterName } from '@/components/admin/push/filter-name';
import { zoneName } from './email-words';

const TONE = { queued: 'brand', sending: 'accent', sent: 'success', failed: 'danger', canceled: 'neutral' } as const;
const shown = (local: string) => local.replace('T', ' ');
const REFRESH_MS = 5_000;

export function EmailQueue({ promotionId, emails }: { promotionId: number; emails: CustomEmailJson[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const router = useRouter();
  const t = useTranslations('admin-emails');
  const filterName = usePushFilterName();
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (emails.some((e) => e.status === 'sending' || (e.status === 'queued' && Date.parse(e.send_at) <= now))) router.refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [emails, router]);

  const remove = async (email: CustomEmailJson) => {
    const ok = await confirm({ title: t('queue.deleteTitle', { subject: email.subject }), body: email.status === 'queued' ? t('queue.deleteQueued') : t('queue.deleteSent'), confirmLabel: t('queue.delete'), tone: 'danger' });
    if (!ok) return;
    setBusy(email.id);
    try {
      await api.delete(`/promotions/${promotionId}/custom_emails/${email.id}`);
      toast(t('queue.deleted'));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    } finally {
      setBusy(null);
    }
  };

  if (emails.length === 0) {
    return <EmptyState title={t('queue.emptyTitle')}>{t('queue.emptyBody')}</EmptyState>;
  }
  const columns: DataTableColumn<CustomEmailJson>[] = [
    { id: 'subject', header: t('queue.subject'), cell: ({ row }) => <span className="font-semibold text-ink">{row.original.subject}</span> },
    {
      id: 'recipients',
      header: t('queue.recipients'),
      cell: ({ row: { original: e } }) => (
        <span className="tabular-nums">
          {e.one_time_recipients.length}
          {e.filters.length ? <span className="text-ink-muted"> + {e.filters.map(filterName).join(t('queue.filterJoin')).toLowerCase()}</span> : null}
        </span>
      ),
    },
    { id: 'send_time', header: t('queue.sendTime'), cell: ({ row: { original: e } }) => <>{shown(e.send_at_local)} <span className="text-ink-muted">{zoneName(e.time_zone, t)}</span></> },
    {
      id: 'status',
      header: t('queue.status'),
      cell: ({ row: { original: e } }) => (
        <>
          <Badge tone={TONE[e.status]}>{t(`queue.statusName.${e.status}`)}</Badge>
          {e.reached_count !== null ? <span className="ms-2 text-ink-muted">{t('queue.reached', { failed: e.status === 'failed' ? 'true' : 'false', count: e.reached_count })}</span> : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('queue.actions')}</span>,
      cell: ({ row: { original: e } }) => (
        <div className="flex justify-end gap-2">
          {e.status === 'queued' ? (
            <Button asChild variant="secondary" size="sm"><Link href={`/promotion/${promotionId}/one_time_email/edit/${e.id}`} aria-label={t('queue.editLabel', { subject: e.subject })}>{t('queue.edit')}</Link></Button>
          ) : null}
          <Button type="button" variant="ghost" size="sm" aria-label={t('queue.deleteLabel', { subject: e.subject })} loading={busy === e.id} onClick={() => void remove(e)}>{t('queue.delete')}</Button>
        </div>
      ),
    },
  ];
  return <DataTable caption={t('queue.caption')} columns={columns} data={emails} getRowId={(e) => String(e.id)} pagerLabel={t('queue.pagerLabel')} className="text-sm" />;
}
