// "What my employer sees": drawn from the one field policy (lib/privacy/field-policy.ts) that the coordinator screens,
// the report catalogue, the exports and impersonation read, with the organization's floor k. Nothing here is written
// by hand per field, so the page cannot promise what the screens do not keep. The policy's English texts have their
// translations in the privacy catalog (privacy.employer.fields, .roles); a field or role the catalog lacks shows as the
// policy words it.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EMPLOYER_ROLES, FIELD_POLICY, type Visibility } from '@/lib/privacy/field-policy';

type EmployerT = ReturnType<typeof useTranslations<'privacy.employer'>>;
type Key = Parameters<EmployerT>[0];

const SECTIONS: { visibility: Visibility; title: Key; intro: Key }[] = [
  { visibility: 'per_person', title: 'perPersonTitle', intro: 'perPersonIntro' },
  { visibility: 'aggregate', title: 'aggregateTitle', intro: 'aggregateIntro' },
  { visibility: 'never', title: 'neverTitle', intro: 'neverIntro' },
];

const ROLE_KEYS: Record<string, string> = {
  Coordinator: 'coordinator',
  'Regional Coordinator': 'regionalCoordinator',
  'Location Coordinator': 'locationCoordinator',
  'Super Coordinator': 'superCoordinator',
  Reseller: 'reseller',
};

/** The catalog's text for a policy entry, or the policy's own English when the catalog has none. */
function textOf(t: EmployerT, key: string, fallback: string): string {
  return t.has(key as Key) ? t(key as Key) : fallback;
}

export function EmployerView({ floor, retentionDays }: { floor: number; retentionDays: number }) {
  const t = useTranslations('privacy.employer');
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">
        {t.rich('intro', {
          floor,
          strong: (chunks) => (
            <strong className="text-ink" data-testid="privacy-floor">
              {chunks}
            </strong>
          ),
        })}
      </p>
      {SECTIONS.map((section) => {
        const rows = FIELD_POLICY.filter((f) => f.visibility === section.visibility);
        const id = `employer-view-${section.visibility}`;
        return (
          <section key={section.visibility} aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5" data-visibility={section.visibility}>
            <h2 id={id} className="text-h3 text-ink">{t(section.title)}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t(section.intro, { floor })}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {rows.map((f) => (
                <li key={f.key} data-field={f.key}>
                  <span className="font-semibold text-ink">{textOf(t, `fields.${f.key}.label`, f.label)}</span>
                  <span className="block text-sm text-ink-muted">{textOf(t, `fields.${f.key}.where`, f.where)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="employer-view-roles" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="employer-view-roles" className="text-h3 text-ink">{t('rolesTitle')}</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {EMPLOYER_ROLES.map((r) => {
            const key = ROLE_KEYS[r.role];
            return (
              <li key={r.role}>
                {t.rich('role', {
                  role: key ? textOf(t, `roles.${key}.role`, r.role) : r.role,
                  reach: key ? textOf(t, `roles.${key}.reach`, r.reach) : r.reach,
                  strong: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
                })}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">{t('operator')}</p>
      </section>
      <p className="text-sm text-ink-muted">
        {t.rich('retention', {
          days: retentionDays,
          link: (chunks) => (
            <Link href="/settings/privacy" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
