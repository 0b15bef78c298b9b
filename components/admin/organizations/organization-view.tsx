'use client';
// /organization/{id}: what an organization is set to, at a glance, with its promotions, edit and history links.
import Link from 'next/link';
import { Button } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { useOrganization } from '@/lib/organizations/query';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';

export function OrganizationView({ id }: { id: number }) {
  const query = useOrganization(id);
  if (query.isPending) return <AdminPage title="Organization"><LoadingBlock label="Loading organization" /></AdminPage>;
  if (query.isError) return <AdminPage title="Organization"><LoadError title={M.notFound} error={query.error} onRetry={() => void query.refetch()} /></AdminPage>;
  const o = query.data;
  const rows: [string, string][] = [
    ['Reseller', o.reseller_name ?? '—'],
    ['Password length', `${o.password_min_length} to ${o.password_max_length} characters`],
    ['At least', `${o.password_min_letters} letters, ${o.password_min_numbers} numbers, ${o.password_min_symbols} symbols`],
    ['Regular expression', o.password_regular_expression_string ?? 'None'],
    ['Help message', o.password_help_message ?? '—'],
    ['Account lockouts', o.flags.enable_account_lockouts ? 'On' : 'Off'],
    ['Autocomplete', o.flags.allow_autocomplete ? 'Allowed' : 'Not allowed'],
    ['Single sign-on', o.is_sso_enabled ? `On${o.sso_label ? ` (${o.sso_label})` : ''}` : 'Off'],
    ['Key (wskey)', o.has_wskey ? 'Set (hidden)' : 'Not set'],
  ];
  return (
    <AdminPage title={o.name} actions={<>
      <Button asChild variant="secondary"><Link href={`/promotions?org_id=${o.id}`}>{o.promotions_count} {o.promotions_count === 1 ? 'promotion' : 'promotions'}</Link></Button>
      <Button asChild variant="secondary"><Link href={`/organization/${o.id}/audit`}>History</Link></Button>
      <Button asChild><Link href={`/organization/${o.id}/edit`}>Edit</Link></Button>
    </>}>
      <AdminSection title="Settings">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="break-words text-ink-muted">{value}</dd>
            </div>
          ))}
        </dl>
      </AdminSection>
    </AdminPage>
  );
}
