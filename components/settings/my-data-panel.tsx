'use client';
// Settings → Privacy (My data; privacy law rather than the spec): download everything the program holds about you as
// a ZIP (prepared at once, or by a job whose progress shows here), and delete your account after confirming with your
// password and the word DELETE. Deleting signs you out everywhere and lands on the welcome page.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { errorMessagesOf } from '@/lib/api-client';
import { useDeleteAccount, useLatestExport, useRequestExport } from '@/lib/query/settings';
import { DELETE_CONFIRM_WORD, EXPORT_TTL_HOURS } from '@/lib/settings/constants';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { DataExport } from '@/lib/settings/types';

const sizeOf = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function MyDataPanel() {
  return (
    <div className="flex flex-col gap-6">
      <DownloadSection />
      <DeleteSection />
    </div>
  );
}

function DownloadSection() {
  const t = useTranslations('settings.data');
  const latest = useLatestExport();
  const request = useRequestExport();
  const [errors, setErrors] = useState<string[]>([]);
  const prepare = async () => {
    setErrors([]);
    try {
      await request.mutateAsync();
    } catch (error) {
      setErrors(errorMessagesOf(error, M.exportFailed));
    }
  };
  return (
    <section aria-labelledby="download-title" className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <div>
        <h2 id="download-title" className="text-h2 text-ink">{t('downloadTitle')}</h2>
        <p className="mt-1 text-ink-muted">
          {t('downloadIntro', { hours: EXPORT_TTL_HOURS })}
        </p>
      </div>
      {latest.isPending ? <LoadingBlock label={t('loading')} className="py-4" /> : null}
      {latest.isError ? <LoadError title={M.exportFailed} error={latest.error} onRetry={() => void latest.refetch()} /> : null}
      {latest.data ? <ExportStatus row={latest.data} /> : null}
      <FormErrors messages={errors} />
      <div>
        <Button type="button" variant={latest.data?.status === 'ready' ? 'secondary' : 'primary'} loading={request.isPending} onClick={() => void prepare()}>
          {latest.data?.status === 'ready' ? t('prepareAgain') : t('prepare')}
        </Button>
      </div>
    </section>
  );
}

function ExportStatus({ row }: { row: DataExport }) {
  const t = useTranslations('settings.data');
  const format = useFormat();
  const errorText = useErrorText();
  if (row.status === 'failed') return <p role="alert" className="font-semibold text-danger">{errorText(M.exportFailed)}</p>;
  if (row.status !== 'ready') {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{t('requested', { progress: row.progress })}</p>
        <div role="progressbar" aria-label={t('preparing')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={row.progress} className="h-3 overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${row.progress}%` }} />
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3">
      <p className="font-semibold text-ink">{t('ready')}</p>
      <a href={row.download_url!} download={row.file_name ?? undefined} className="font-semibold text-brand-strong underline underline-offset-4">
        {t('download', { file: row.file_name ?? '', size: sizeOf(row.byte_size) })}
      </a>
      <p className="text-sm text-ink-muted">{t('availableUntil', { date: format.dateTime(row.expires_at) })}</p>
    </div>
  );
}

function DeleteSection() {
  const t = useTranslations('settings.data');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-4 rounded-3xl border border-danger/40 bg-surface p-5 shadow-card sm:p-6">
      <div>
        <h2 id="delete-title" className="text-h2 text-ink">{t('deleteTitle')}</h2>
        <p className="mt-1 text-ink-muted">
          {t('deleteIntro', { former: t('formerParticipant') })}
        </p>
      </div>
      <div>
        <Button type="button" variant="danger" onClick={() => setOpen(true)}>
          {t('deleteButton')}
        </Button>
      </div>
      <DeleteDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

const deleteSchema = z.object({
  password: z.string().min(1, M.deletePasswordRequired),
  confirm: z.string().refine((v) => v.trim() === DELETE_CONFIRM_WORD, M.deleteConfirmRequired),
});
type DeleteValues = z.infer<typeof deleteSchema>;

function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('settings');
  const id = useId();
  const remove = useDeleteAccount();
  const form = useForm<DeleteValues>({ resolver: zodResolver(deleteSchema), defaultValues: { password: '', confirm: '' } });
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    setErrors([]);
    onClose();
  };
  const submit = async ({ password }: DeleteValues) => {
    setErrors([]);
    try {
      await remove.mutateAsync({ password, confirm: DELETE_CONFIRM_WORD });
      // A full load: nothing of the deleted account's client state survives.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose, as after a 401
      window.location.assign('/welcome');
    } catch (error) {
      setErrors(errorMessagesOf(error));
    }
  };
  return (
    <Dialog open={open} onClose={close} title={t('data.dialogTitle')} description={t('data.dialogDescription')} alert>
      <Form form={form} onSubmit={submit} onInvalidSubmit={() => setErrors([])} className="flex flex-col gap-4">
        <FormErrors messages={errors} />
        <FormField name="password" id={`${id}-password`} label={t('data.password')} render={(field) => <PasswordInput autoComplete="current-password" {...field} />} />
        <FormField name="confirm" id={`${id}-confirm`} label={t('data.typeToConfirm', { word: DELETE_CONFIRM_WORD })} render={(field) => <Input autoComplete="off" {...field} />} />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            {t('data.deleteAccount')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
