'use client';
// /promotion/{id}/eligibilityfiles: the uploaded files, newest first. Masters upload (CSV or XLSX), check the column
// mapping and Process; a processing file shows rows_processed of total_rows as a progress bar, polled every second
// until it is no longer processing, with Cancel; they also download the file and its per-row errors, and delete it
// (hidden while processing). A file processed with refused rows reads "Completed with N errors" and lists those rows
// in a table under it (open on the newest file). Others see the list only (administration.md §6).
import { useRef, useState } from 'react';
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
import { completedWithErrors, eligibilityFileStatusLabel } from '@/lib/eligibility/status';
import { countOf } from '@/lib/format/counts';
import { MappingDialog } from './mapping-dialog';
import { RejectedRows } from './rejected-rows';
import type { ListResponse } from '@/lib/list-response';

const TONES: Record<EligibilityFile['status'], BadgeTone> = { uploaded: 'neutral', processing: 'brand', processed: 'success', canceled: 'accent', failed: 'danger' };
const UPLOAD_ERROR_MS = 3000;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Progress({ file }: { file: EligibilityFile }) {
  const percent = file.total_rows ? Math.round((file.rows_processed / file.total_rows) * 100) : 0;
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`${file.filename} rows processed`}
        aria-valuemin={0}
        aria-valuemax={file.total_rows}
        aria-valuenow={file.rows_processed}
        aria-valuetext={`${file.rows_processed.toLocaleString()} of ${file.total_rows.toLocaleString()} rows`}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-ink-muted">{file.rows_processed.toLocaleString()} of {file.total_rows.toLocaleString()} rows</span>
    </div>
  );
}

export function EligibilityFiles({ promotionId, canManage, label, initial }: { promotionId: number; canManage: boolean; label: string; initial?: EligibilityFile[] }) {
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
      toast(`${detail.filename} uploaded: ${detail.total_rows.toLocaleString()} rows.`);
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
      toast(`${file.filename} canceled.`);
    } catch {
      errorToast(M.processFailed);
    }
    await query.refetch();
  };

  const remove = async (file: EligibilityFile) => {
    const ok = await confirm({ title: `Delete ${file.filename}?`, body: 'The records it loaded stay.', confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/eligibility_files/${file.id}`, { query: q });
      toast(`${file.filename} deleted.`);
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
          <h2 id="eligibility-upload" className="text-h2 text-ink">Upload a file</h2>
          <p className="text-sm text-ink-muted">A CSV or XLSX file with a header row: one row per person, with their {label} and optionally first name, last name and email. Rows already on the list are updated.</p>
          <FormErrors messages={uploadErrors} />
          <div>
            <input ref={input} id="eligibility-file-input" type="file" accept=".csv,.xlsx,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
            <Button asChild variant="secondary" aria-disabled={uploading || undefined}>
              <label htmlFor="eligibility-file-input" className="cursor-pointer">
                <Upload aria-hidden="true" className="size-5" /> {uploading ? 'Uploading…' : 'Choose a file'}
              </label>
            </Button>
          </div>
        </section>
      ) : null}
      {query.isError && !query.data ? (
        <LoadError title={M.filesLoad} error={query.error} onRetry={() => void query.refetch()} />
      ) : files.length === 0 ? (
        <p className="rounded-3xl bg-surface p-8 text-center text-ink-muted shadow-card">No files uploaded yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Eligibility files">
          {files.map((file, index) => {
            const rejected = canManage && file.error_count > 0 && file.status !== 'processing';
            const open = rejected && (shown[file.id] ?? index === 0);
            return (
            <li key={file.id} className="flex flex-wrap items-center gap-4 rounded-3xl bg-surface p-4 shadow-card sm:p-5 hc:border hc:border-line">
              <div className="flex min-w-48 flex-1 flex-col gap-1">
                <span className="font-semibold break-all text-ink">{file.filename}</span>
                <span className="text-xs text-ink-muted">
                  {when(file.created_at)}{file.uploaded_by ? ` · ${file.uploaded_by}` : ''} · {file.total_rows.toLocaleString()} rows
                </span>
              </div>
              <Badge tone={completedWithErrors(file) ? 'danger' : TONES[file.status]}>
                {completedWithErrors(file) ? <AlertTriangle aria-hidden="true" className="size-3.5" /> : null}
                {eligibilityFileStatusLabel(file)}
              </Badge>
              {file.status === 'processing' || file.rows_processed > 0 ? <Progress file={file} /> : null}
              {canManage ? (
                <span className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="ghost">
                    <a href={href(file.id, 'download')} download><Download aria-hidden="true" className="size-4" /> Download<span className="sr-only"> {file.filename}</span></a>
                  </Button>
                  {file.error_count > 0 ? (
                    <Button asChild size="sm" variant="ghost">
                      <a href={href(file.id, 'errors')} download>Errors CSV<span className="sr-only"> of {file.filename}</span></a>
                    </Button>
                  ) : null}
                  {rejected ? (
                    <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? `rejected-${file.id}` : undefined} onClick={() => setShown((s) => ({ ...s, [file.id]: !open }))}>
                      <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
                      {open ? 'Hide' : 'Show'} rejected rows<span className="sr-only"> of {file.filename}</span>
                    </Button>
                  ) : null}
                  {file.status === 'processing' ? (
                    <Button size="sm" variant="secondary" onClick={() => void cancel(file)}>Cancel<span className="sr-only"> {file.filename}</span></Button>
                  ) : (
                    <>
                      <Button size="sm" variant="secondary" onClick={() => void openMapping(file)}>Process<span className="sr-only"> {file.filename}</span></Button>
                      <Button size="sm" variant="ghost" onClick={() => void remove(file)}>Delete<span className="sr-only"> {file.filename}</span></Button>
                    </>
                  )}
                </span>
              ) : null}
              {open ? (
                <section id={`rejected-${file.id}`} aria-label={`Rejected rows of ${file.filename}`} className="flex basis-full flex-col gap-2">
                  <h3 className="text-sm font-semibold text-ink">{countOf(file.error_count, 'row')} not loaded</h3>
                  <p className="text-xs text-ink-muted">Fix these rows in the spreadsheet and upload it again: rows already on the list are updated, not duplicated.</p>
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
