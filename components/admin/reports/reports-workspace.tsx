'use client';
// The reports workspace (administration.md "Reports"): pick a report (it runs at once), change it, run, save, delete,
// export to CSV. Used by /promotion/{id}/reports and embedded by the coordinator dashboard's Reports tab: pass the
// promotion and the viewer's role; `initial` is the server's data (loadReportsWorkspace), fetched here when absent.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, apiDownload, errorMessagesOf } from '@/lib/api-client';
import { isAboveLocationCoordinator, type Role } from '@/lib/roles';
import type { ReportJson, ReportResult } from '@/lib/reports/types';
import type { ReportsWorkspaceData } from '@/lib/reports/workspace';
import { Button, FormErrors } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { LoadingBlock } from '@/components/feedback/load-states';
import { LAYOUT_KEYS, ReportEditor, filterComplete, type Draft, type RunOptions } from './report-editor';
import { ReportResults } from './report-results';

const EMPTY_OPTIONS: RunOptions = { min_date: '', max_date: '', top_level_location: '', location: '', evaluation_definition_id: '' };
const newDraft = (): Draft => ({ id: null, name: '', report_type: 'Simple', fields: [], filters: [], sql: '' });
const draftOf = (r: ReportJson): Draft => ({ id: r.id, name: r.name, report_type: r.report_type, fields: r.fields, filters: r.filters, sql: r.sql ?? '' });

export interface ReportsWorkspaceProps {
  promotionId: number;
  viewer: { role: Role };
  initial?: ReportsWorkspaceData;
}

export function ReportsWorkspace({ promotionId, viewer, initial }: ReportsWorkspaceProps) {
  const [data, setData] = useState<ReportsWorkspaceData | null>(initial ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const t = useTranslations('admin-reports.workspace');
  useEffect(() => {
    if (initial) return;
    const base = `/promotions/${promotionId}`;
    Promise.all([
      api.get<{ data: ReportsWorkspaceData['reports'] }>(`${base}/reports`),
      api.get<{ data: ReportsWorkspaceData['fields'] }>(`${base}/report_fields`),
    ]).then(([reports, fields]) => setData({ reports: reports.data, fields: fields.data, locations: [], evaluations: [] }), () => setLoadError(t('loadFailed')));
  }, [initial, promotionId, t]);

  if (loadError) return <FormErrors messages={[loadError]} />;
  if (!data) return <LoadingBlock label={t('loading')} />;
  return <Workspace promotionId={promotionId} role={viewer.role} data={data} />;
}

function Workspace({ promotionId, role, data }: { promotionId: number; role: Role; data: ReportsWorkspaceData }) {
  const [reports, setReports] = useState(data.reports);
  const [draft, setDraft] = useState<Draft>(newDraft);
  const [options, setOptions] = useState<RunOptions>(EMPTY_OPTIONS);
  const [result, setResult] = useState<{ key: number; value: ReportResult } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const t = useTranslations('admin-reports.workspace');
  const tEditor = useTranslations('admin-reports.editor');
  const selected = reports.find((r) => r.id === draft.id) ?? null;
  const canSave = selected ? selected.can_save : true;

  const body = (d: Draft, o: RunOptions) => ({
    report_type: d.report_type,
    ...(d.report_type === 'SQL' ? { sql: d.sql } : { fields: d.fields, filters: d.filters.filter(filterComplete) }),
    min_date: o.min_date || null, max_date: o.max_date || null,
    top_level_location: o.top_level_location ? Number(o.top_level_location) : null,
    location: o.location ? Number(o.location) : null,
    evaluation_definition_id: o.evaluation_definition_id ? Number(o.evaluation_definition_id) : null,
  });

  const run = async (d: Draft = draft, o: RunOptions = options) => {
    setRunning(true);
    setErrors([]);
    try {
      const value = await api.post<ReportResult>(`/promotions/${promotionId}/reports/${d.id ?? 'new'}/run`, body(d, o), { query: { is_custom: true } });
      setResult({ key: Date.now(), value });
    } catch (error) {
      setResult(null);
      setErrors(errorMessagesOf(error, t('runFailed')));
    } finally {
      setRunning(false);
    }
  };

  // Selecting a report runs it immediately.
  const select = (report: ReportJson | null) => {
    const next = report ? draftOf(report) : newDraft();
    setDraft(next);
    setResult(null);
    setErrors([]);
    if (report) void run(next, options);
  };

  const save = async () => {
    if (!draft.name.trim()) return setErrors([t('nameRequired')]);
    setSaving(true);
    const payload = { name: draft.name.trim(), report_type: draft.report_type, fields: draft.fields, filters: draft.filters.filter(filterComplete), sql: draft.report_type === 'SQL' ? draft.sql : null };
    try {
      const saved = draft.id && selected?.can_save
        ? await api.put<ReportJson>(`/promotions/${promotionId}/reports/${draft.id}`, payload)
        : await api.post<ReportJson>(`/promotions/${promotionId}/reports`, { ...payload, parent_id: draft.id });
      setReports((list) => [...list.filter((r) => r.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name)));
      setDraft(draftOf(saved));
      toast(t('saved', { name: saved.name }));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!selected) return;
    if (!(await confirm({ title: t('deleteTitle', { name: selected.name }), body: t('deleteBody'), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`/promotions/${promotionId}/reports/${selected.id}`);
      setReports((list) => list.filter((r) => r.id !== selected.id));
      select(null);
      toast(t('deleted', { name: selected.name }));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('deleteFailed'))[0]!);
    }
  };

  // The export is fetched (not a form submit), so a refusal shows here beside Run like any other error; the file is
  // then handed to the browser as a download.
  const exportCsv = async () => {
    setExporting(true);
    setErrors([]);
    try {
      const data = { promotion_id: promotionId, report_id: draft.id ?? 'new', is_custom: true, ...body(draft, options) };
      const { blob, filename } = await apiDownload('/export', { query: { promotion_id: promotionId }, body: { filename: draft.name || 'report', data } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? 'report.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast(t('downloaded', { file: link.download }));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t('navLabel')} className="flex flex-col gap-2">
        <Button type="button" variant="secondary" onClick={() => select(null)}>{t('newReport')}</Button>
        {reports.length === 0 ? <p className="text-sm text-ink-muted">{t('noReports')}</p> : null}
        <ul className="flex flex-col gap-1">
          {reports.map((r) => (
            <li key={r.id}>
              <button
                type="button" aria-current={r.id === draft.id ? 'true' : undefined} onClick={() => select(r)}
                className="w-full rounded-xl px-3 py-2 text-start text-ink hover:bg-surface-muted aria-[current=true]:bg-brand-soft aria-[current=true]:font-semibold"
              >
                {r.name}
                <span className="block text-xs text-ink-muted">{t('reportKind', { layout: tEditor(`layouts.${LAYOUT_KEYS[r.report_type]}`), custom: r.is_custom ? 'true' : 'false' })}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="report-editor-title" className="flex min-w-0 flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="report-editor-title" className="text-h2 text-ink">{draft.id ? draft.name || t('report') : t('newReport')}</h2>
        <ReportEditor
          draft={draft} onDraft={setDraft} options={options} onOptions={setOptions}
          choices={{
            fields: data.fields, locations: data.locations, evaluations: data.evaluations, canWriteSql: role === 'Master',
            showTopLevel: role === 'Master' || role === 'Coordinator', showSubLevels: isAboveLocationCoordinator(role),
          }}
        />
        <FormErrors messages={errors} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" loading={running} onClick={() => void run()}>{t('run')}</Button>
          {canSave || !draft.id ? <Button type="button" variant="secondary" loading={saving} onClick={() => void save()}>{draft.id && canSave ? t('save') : t('saveAsNew')}</Button> : null}
          {draft.id && !canSave ? <Button type="button" variant="secondary" loading={saving} onClick={() => void save()}>{t('saveAsMine')}</Button> : null}
          {selected?.can_delete ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('delete')}</Button> : null}
          <Button type="button" variant="ghost" loading={exporting} onClick={() => void exportCsv()}>{t('exportCsv')}</Button>
        </div>
        {result ? <ReportResults key={result.key} result={result.value} title={draft.name || t('report')} /> : null}
      </section>
    </div>
  );
}
