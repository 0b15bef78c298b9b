'use client';
// /promotion/{id}/eligibilityfiles: the uploaded files, newest first. Masters upload (CSV or XLSX), check the column
// mapping and Process; a processing file shows rows_processed of total_rows as a progress bar, polled every second
// until it is no longer processing, with Cancel; they also download the file and its per-row errors, and delete it
// (hidden while processing). A file processed with refused rows reads "Completed with N errors" and lists those rows
// in a table under it (open on the newest file). Others see the list only (administration.md §6).
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ChevronDown, Download, Upload } from 'lucide-react';
import { api, errorMessagesOf } from '@/lib/api-client';
import { ELIGIBILITY_POLL_MS, MAX_ELIGIBILITY_FILE_BYTES } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFile, EligibilityFileDetail } from '@/lib/eligibility/types';
import { Badge, Button, FormErrors, type BadgeTone } from '@/components/ui';
import { LoadError } from '@/components/feedback/load-states';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { completedWithErrors } from '@/lib/eligibility/status';
import { useFormat } from '@/lib/i18n/use-format';
import { MappingDialog } from './mapping-dialog';
import { RejectedRows } from './rejected-rows';
import type { ListResponse } from '@/lib/list-response';

const TONES: Record<EligibilityFile['status'], BadgeTone> = { uploaded: 'neutral', processing: 'brand', processed: 'success', canceled: 'accent', failed: 'danger' };
const UPLOAD_ERROR_MS = 3000;

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

function Progress({ file }: { file: EligibilityFile }) {
  const t = useTranslations('admin-eligibility.files');
  const percent = file.total_rows ? Math.round((file.rows_processed / file.total_rows) * 100) : 0;
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('progressLabel', { file: file.filename })}
        aria-valuemin={0}
        aria-valuemax={file.total_rows}
        aria-valuenow={file.rows_processed}
        aria-valuetext={t('progress', { done: file.rows_processed, total: file.total_rows })}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-ink-muted">{t('progress', { done: file.rows_processed, total: file.total_rows })}</span>
    </div>
  );
}

export function EligibilityFiles({ promotionId, canManage, label, initial }: { promotionId: number; canManage: boolean; label: string; initial?: EligibilityFile[] }) {
  const t = useTranslations('admin-eligibility.files');
  const format = useFormat();
  const query = useQuery({
    queryKey: ['admin', 'eligibility-files', promotionId],
    queryFn: () => api.get<ListResponse<EligibilityFile>>('/eligibility_files', { query: { promotion_id: promotionId } }).then((r) => r.data),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.some((f) => f.status === 'processing') ? ELIGIBILITY_POLL_MS : false),
  });
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [mappingFile, setMappingFile] = useState<EligibilityFileDetail | null>(null);
  const [starting, setStarting] = useState(false);
  // Which files show their rejected rows: the newest file's are open until someone closes them.
  const [shown, setShown] = useState<Record<number, boolean>>({});
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const q = { promotion_id: promotionId };
  const href = (id: number, what: 'download' | 'errors') => `/api/eligibility_files/${id}/${what}?promotion_id=${promotionId}`;

  const upload = async (file: File) => {
    setUploadErrors([]);
    if (file.size > MAX_ELIGIBILITY_FILE_BYTES) return showUploadErrors([M.fileTooLarge]);
    const form = new FormData();
    form.set('file', file);
    setUploading(true);
    try {
      const detail = await api.post<EligibilityFileDetail>('/eligibility_files', form, { query: q });
      toast(t('uploaded', { file: detail.filename, count: detail.total_rows }));
      await query.refetch();
      setMappingFile(detail);
    } catch (error) {
      showUploadErrors(errorMessagesOf(error, M.fileUnreadable));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  // An upload failure lists each server error, cleared after 3 seconds.
  const showUploadErrors = (messages: string[]) => {
    setUploadErrors(messages);
    errorToast(messages.join('\n'));
    window.setTimeout(() => setUploadErrors([]), UPLOAD_ERROR_MS);
  };

  const openMapping = async (file: EligibilityFile) => {
    try {
      setMappingFile(await api.get<EligibilityFileDetail>(`/eligibility_files/${file.id}`, { query: q }));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.processFailed)[0]);
    }
  };

  const process = async (mapping: ColumnMapping) => {
    if (!mappingFile) return;
    setStarting(true);
    try {
      await api.post(`/eligibility_files/${mappingFile.id}/process`, { mapping }, { query: q });
      setMappingFile(null);
      await query.refetch();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.processFailed)[0] ?? M.processFailed);
    } finally {
      setStarting(false);
    }
  };

  const cancel = async (file: EligibilityFile) => {
    try {
      await api.post(`/eligibility_files/${file.id}/processing_status`, { status: 'canceled' }, { query: q });
      toast(t('canceled', { file: file.filename }));
    } catch {
      errorToast(M.processFailed);
    }
    await query.refetch();
  };

  const remove = async (file: EligibilityFile) => {
    const ok = await confirm({ title: t('deleteTitle', { file: file.filename }), body: t('deleteBody'), confirmLabel: t('delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/eligibility_files/${file.id}`, { query: q });
      toast(t('deleted', { file: file.filename }));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.processFailed)[0]);
    }
    await query.refetch();
  };

  const files = query.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      {canManage ? (
        <section aria-labelledby="eligibility-upload" className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
          <h2 id="eligibility-upload" className="text-h2 text-ink">{t('uploadTitle')}</h2>
          <p className="text-sm text-ink-muted">{t('uploadHelp', { label })}</p>
          <FormErrors messages={uploadErrors} />
          <div>
            <input ref={input} id="eligibility-file-input" type="file" accept=".csv,.xlsx,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
            <Button asChild variant="secondary" aria-disabled={uploading || undefined}>
              <label htmlFor="eligibility-file-input" className="cursor-pointer">
                <Upload aria-hidden="true" className="size-5" /> {uploading ? t('uploading') : t('chooseFile')}
              </label>
            </Button>
          </div>
        </section>
      ) : null}
      {query.isError && !query.data ? (
        <LoadError title={M.filesLoad} error={query.error} onRetry={() => void query.refetch()} />
      ) : files.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
          {files.map((file, index) => {
            const rejected = canManage && file.error_count > 0 && file.status !== 'processing';
            const open = rejected && (shown[file.id] ?? index === 0);
            return (
            <li key={file.id} className="flex flex-wrap items-center gap-4 rounded-3xl bg-surface p-4 shadow-card sm:p-5 hc:border hc:border-line">
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <span className="font-semibold break-all text-ink">{file.filename}</span>
                <span className="text-xs text-ink-muted">
                  {format.dateTime(file.created_at)}{file.uploaded_by ? ` · ${file.uploaded_by}` : ''} · {t('rows', { count: file.total_rows })}
                </span>
              </div>
              <Badge tone={completedWithErrors(file) ? 'danger' : TONES[file.status]}>
                {completedWithErrors(file) ? <AlertTriangle aria-hidden="true" className="size-3.5" /> : null}
                {completedWithErrors(file) ? t('completedWithErrors', { count: file.error_count }) : t(`status.${file.status}`)}
              </Badge>
              {file.status === 'processing' || file.rows_processed > 0 ? <Progress file={file} /> : null}
              {canManage ? (
                <span className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="ghost">
                    <a href={href(file.id, 'download')} download><Download aria-hidden="true" className="size-4" /> {t.rich('download', { file: file.filename, sr: srOnly })}</a>
                  </Button>
                  {file.error_count > 0 ? (
                    <Button asChild size="sm" variant="ghost">
                      <a href={href(file.id, 'errors')} download>{t.rich('errorsCsv', { file: file.filename, sr: srOnly })}</a>
                    </Button>
                  ) : null}
                  {rejected ? (
                    <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? `rejected-${file.id}` : undefined} onClick={() => setShown((s) => ({ ...s, [file.id]: !open }))}>
                      <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
                      {t.rich(open ? 'hideRejected' : 'showRejected', { file: file.filename, sr: srOnly })}
                    </Button>
                  ) : null}
                  {file.status === 'processing' ? (
                    <Button size="sm" variant="secondary" onClick={() => void cancel(file)}>{t.rich('cancel', { file: file.filename, sr: srOnly })}</Button>
                  ) : (
                    <>
                      <Button size="sm" variant="secondary" onClick={() => void openMapping(file)}>{t.rich('process', { file: file.filename, sr: srOnly })}</Button>
                      <Button size="sm" variant="ghost" onClick={() => void remove(file)}>{t.rich('deleteButton', { file: file.filename, sr: srOnly })}</Button>
                    </>
                  )}
                </span>
              ) : null}
              {open ? (
                <section id={`rejected-${file.id}`} aria-label={t('rejectedOf', { file: file.filename })} className="flex basis-full flex-col gap-2">
                  <h3 className="text-sm font-semibold text-ink">{t('notLoaded', { count: file.error_count })}</h3>
                  <p className="text-xs text-ink-muted">{t('fixHint')}</p>
                  <RejectedRows promotionId={promotionId} file={file} />
                </section>
              ) : null}
            </li>
            );
          })}
        </ul>
      )}
      <MappingDialog file={mappingFile} label={label} open={mappingFile !== null} busy={starting} onClose={() => setMappingFile(null)} onProcess={(m) => void process(m)} />
    </div>
  );
}
