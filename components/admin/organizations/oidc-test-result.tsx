'use client';
// What the organization form's Test found (docs/sso.md): pending while the administrator signs in at the provider
// in the other window, then the mapped fields, each program's SSO extras and every claim — or 'Failed test!' and why.
import { useTranslations } from 'next-intl';
import { CheckCircle2, ExternalLink, LoaderCircle } from 'lucide-react';
import { FormErrors } from '@/components/ui';
import { errorMessagesOf } from '@/lib/api-client';
import { useSsoTestRun } from '@/lib/sso/query';
import { SSO_MESSAGES as M } from '@/lib/sso/messages';
import type { SsoTestReport } from '@/lib/sso/types';

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
  return (
    <section role="status" aria-labelledby="sso-test-title" className="flex flex-col gap-4 rounded-xl border border-line p-4 text-sm">
      <h3 id="sso-test-title" className="flex items-center gap-2 font-semibold text-ink">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {t('passed')}
      </h3>
      {report.problems.length ? <ul className="list-disc ps-5 text-danger">{report.problems.map((p) => <li key={p}>{p}</li>)}</ul> : null}
      <table className="w-full max-w-xl text-start">
        <caption className="sr-only">{t('mappedCaption')}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pe-4 font-medium text-ink-muted">{label}</th>
              <td className="py-1.5 break-all text-ink">{value ?? <em className="text-ink-muted">{t('notReceived')}</em>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.extras.length ? (
        <table className="w-full text-start">
          <caption className="pb-1 text-start font-semibold text-ink">{t('extrasCaption')}</caption>
          <thead><tr className="text-ink-muted"><th scope="col" className="pe-4">{t('program')}</th><th scope="col" className="pe-4">{t('claim')}</th><th scope="col" className="pe-4">{t('storedIn')}</th><th scope="col">{t('value')}</th></tr></thead>
          <tbody>
            {report.extras.map((e) => (
              <tr key={`${e.promotion}-${e.path}`} className="border-t border-line">
                <td className="py-1.5 pe-4">{e.promotion}</td>
                <td className="py-1.5 pe-4 font-mono">{e.name ?? '—'}</td>
                <td className="py-1.5 pe-4 font-mono">{e.path}</td>
                <td className="py-1.5 break-all">{e.problem ? <span className="text-ink-muted">{t('notStored', { problem: e.problem })}</span> : JSON.stringify(e.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <details>
        <summary className="cursor-pointer font-medium text-ink">{t('everyClaim')}</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-surface-muted p-3 text-xs">{JSON.stringify(report.claims, null, 2)}</pre>
      </details>
    </section>
  );
}
