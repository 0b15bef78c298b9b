'use client';
// Settings → Privacy (My data; privacy law rather than the spec): download everything the program holds about you as
// a ZIP (prepared at once, or by a job whose progress shows here), and delete your account after confirming with your
// password and the word DELETE. Deleting signs you out everywhere and lands on the welcome page.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
const until = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MyDataPanel() {
  return (
    <div className="flex flex-col gap-6">
      <DownloadSection />
      <DeleteSection />
    </div>
  );
}

function DownloadSection() {
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
        <h2 id="download-title" className="text-h2 text-ink">Download my data</h2>
        <p className="mt-1 text-ink-muted">
          A ZIP file of everything the program keeps about you: your profile, days and activities, reflections, posts and
          comments, messages you wrote, friends, badges, evaluations and more. The download works for {EXPORT_TTL_HOURS} hours.
        </p>
      </div>
      {latest.isPending ? <LoadingBlock label="Loading your download" className="py-4" /> : null}
      {latest.isError ? <LoadError title={M.exportFailed} error={latest.error} onRetry={() => void latest.refetch()} /> : null}
      {latest.data ? <ExportStatus row={latest.data} /> : null}
      <FormErrors messages={errors} />
      <div>
        <Button type="button" variant={latest.data?.status === 'ready' ? 'secondary' : 'primary'} loading={request.isPending} onClick={() => void prepare()}>
          {latest.data?.status === 'ready' ? 'Prepare a new copy' : 'Prepare my data'}
        </Button>
      </div>
    </section>
  );
}

function ExportStatus({ row }: { row: DataExport }) {
  if (row.status === 'failed') return <p role="alert" className="font-semibold text-danger">{M.exportFailed}</p>;
  if (row.status !== 'ready') {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{M.exportRequested} {row.progress}%</p>
        <div role="progressbar" aria-label="Preparing your data" aria-valuemin={0} aria-valuemax={100} aria-valuenow={row.progress} className="h-3 overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${row.progress}%` }} />
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3">
      <p className="font-semibold text-ink">{M.exportReady}</p>
      <a href={row.download_url!} download={row.file_name ?? undefined} className="font-semibold text-brand-strong underline underline-offset-4">
        Download {row.file_name} ({sizeOf(row.byte_size)})
      </a>
      <p className="text-sm text-ink-muted">Available until {until(row.expires_at)}.</p>
    </div>
  );
}

function DeleteSection() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-4 rounded-3xl border border-danger/40 bg-surface p-5 shadow-card sm:p-6">
      <div>
        <h2 id="delete-title" className="text-h2 text-ink">Delete my account</h2>
        <p className="mt-1 text-ink-muted">
          Your profile, days, activities, reflections, friends, badges and points are deleted for good, and you are signed
          out everywhere. Posts and comments you wrote on the wall and messages you sent stay for the people who read them,
          shown as “{M.formerParticipant}”. Your team keeps going without your points. This cannot be undone.
        </p>
      </div>
      <div>
        <Button type="button" variant="danger" onClick={() => setOpen(true)}>
          Delete my account
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
    <Dialog open={open} onClose={close} title="Delete your account?" description="This deletes your account and signs you out on every device. It cannot be undone." alert>
      <Form form={form} onSubmit={submit} onInvalidSubmit={() => setErrors([])} className="flex flex-col gap-4">
        <FormErrors messages={errors} />
        <FormField name="password" id={`${id}-password`} label="Your password" render={(field) => <PasswordInput autoComplete="current-password" {...field} />} />
        <FormField name="confirm" id={`${id}-confirm`} label={`Type ${DELETE_CONFIRM_WORD} to confirm`} render={(field) => <Input autoComplete="off" {...field} />} />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            Delete account
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
