'use client';
// What the organization form's Test found (docs/sso.md): pending while the administrator signs in at the provider
// in the other window, then the mapped fields, each program's SSO extras and every claim — or 'Failed test!' and why.
// The mapped fields are four names with a value each: a description list (<dl>), not a table (no columns to compare).
import { useTranslations } from 'next-intl';
import { CheckCircle2, ExternalLink, LoaderCircle } from 'lucide-react';
import { DataTable, FormErrors, type DataTableColumn } from '@/components/ui';
import { errorMessagesOf } from '@/lib/api-client';
import { useSsoTestRun } from '@/lib/sso/query';
import { SSO_MESSAGES as M } from '@/lib/sso/messages';
import type { SsoTestReport } from '@/lib/sso/types';

type Extra = SsoTestReport['extras'][number];

interface Props { organizationId: number; testId: string; authorizationUrl: string; issuer: string }

export function OidcTestResult({ organizationId, testId, authorizationUrl, issuer }: Props) {
  const t = useTranslations('admin-organizations.oidcTest');
  const run = useSsoTestRun(organizationId, testId);
  if (run.isError) return <FormErrors messages={errorMessagesOf(run.error, M.failedTest)} />;
  const data = run.data;
  if (!data || data.status === 'pending') {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-xl border border-line p-4 text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('discoveryWorked', { issuer })}
        </p>
        <a href={authorizationUrl} target="renew-sso-test" rel="noopener" className="inline-flex items-center gap-1 font-medium text-brand-strong underline">
          {t('openAgain')} <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </div>
    );
  }
  if (data.status === 'failed') return <FormErrors messages={data.errors.length ? data.errors : [M.failedTest]} />;
  return data.report ? <Report report={data.report} /> : null;
}

function Report({ report }: { report: SsoTestReport }) {
  const t = useTranslations('admin-organizations.oidcTest');
  const rows: [string, string | null][] = [
    [t('ssoIdentifier'), report.mapped.sso_identifier], [t('email'), report.mapped.email],
    [t('firstName'), report.mapped.first_name], [t('lastName'), report.mapped.last_name],
  ];
  const columns: DataTableColumn<Extra>[] = [
    { id: 'program', header: t('program'), accessorKey: 'promotion', enableSorting: false },
    { id: 'claim', header: t('claim'), enableSorting: false, meta: { className: 'font-mono' }, cell: ({ row }) => row.original.name ?? '—' },
    { id: 'path', header: t('storedIn'), accessorKey: 'path', enableSorting: false, meta: { className: 'font-mono' } },
    {
      id: 'value', header: t('value'), enableSorting: false, meta: { className: 'break-all' },
      cell: ({ row }) => (row.original.problem ? <span className="text-ink-muted">{t('notStored', { problem: row.original.problem })}</span> : JSON.stringify(row.original.value)),
    },
  ];
  return (
    <section role="status" aria-labelledby="sso-test-title" className="flex flex-col gap-4 rounded-xl border border-line p-4 text-sm">
      <h3 id="sso-test-title" className="flex items-center gap-2 font-semibold text-ink">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {t('passed')}
      </h3>
      {report.problems.length ? <ul className="list-disc ps-5 text-danger">{report.problems.map((p) => <li key={p}>{p}</li>)}</ul> : null}
      <div className="max-w-xl">
        <h4 className="sr-only">{t('mappedCaption')}</h4>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-4 border-b border-line py-1.5 last:border-0">
              <dt className="w-36 shrink-0 font-medium text-ink-muted">{label}</dt>
              <dd className="min-w-0 break-all text-ink">{value ?? <em className="text-ink-muted">{t('notReceived')}</em>}</dd>
            </div>
          ))}
        </dl>
      </div>
      {report.extras.length ? (
        <DataTable caption={t('extrasCaption')} captionVisible variant="plain" pager={false} columns={columns} data={report.extras} getRowId={(e) => `${e.promotion}-${e.path}`} />
      ) : null}
      <details>
        <summary className="cursor-pointer font-medium text-ink">{t('everyClaim')}</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-surface-muted p-3 text-xs">{JSON.stringify(report.claims, null, 2)}</pre>
      </details>
    </section>
  );
}
