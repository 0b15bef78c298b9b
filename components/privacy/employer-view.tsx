// "What my employer sees": drawn from the one field policy (lib/privacy/field-policy.ts) that the coordinator screens,
// the report catalogue, the exports and impersonation read, with the organization's floor k. Nothing here is written
// by hand per field, so the page cannot promise what the screens do not keep.
import Link from 'next/link';
import { EMPLOYER_ROLES, FIELD_POLICY, type Visibility } from '@/lib/privacy/field-policy';

const SECTIONS: { visibility: Visibility; title: string; intro: (k: number) => string }[] = [
  { visibility: 'per_person', title: 'Seen with your name', intro: () => 'Your program’s coordinators can see these about you, within their reach.' },
  { visibility: 'aggregate', title: 'Seen only in totals of several people', intro: (k) => `These appear only as counts and totals about at least ${k} people. A smaller group shows as “< ${k}”, and a figure that could be worked out from other figures is hidden too.` },
  { visibility: 'never', title: 'Never seen by your employer', intro: () => 'Not by coordinators, and not when one of them views the program as you to help you.' },
];

export function EmployerView({ floor, retentionDays }: { floor: number; retentionDays: number }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">
        Your employer runs this program through coordinators. This page lists exactly what they can see about you. The smallest group any of their
        figures describes is <strong className="text-ink" data-testid="privacy-floor">{floor} people</strong>.
      </p>
      {SECTIONS.map((section) => {
        const rows = FIELD_POLICY.filter((f) => f.visibility === section.visibility);
        const id = `employer-view-${section.visibility}`;
        return (
          <section key={section.visibility} aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5" data-visibility={section.visibility}>
            <h2 id={id} className="text-h3 text-ink">{section.title}</h2>
            <p className="mt-1 text-sm text-ink-muted">{section.intro(floor)}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {rows.map((f) => (
                <li key={f.key} data-field={f.key}>
                  <span className="font-semibold text-ink">{f.label}</span>
                  <span className="block text-sm text-ink-muted">{f.where}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="employer-view-roles" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="employer-view-roles" className="text-h3 text-ink">Who is on your employer’s side</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {EMPLOYER_ROLES.map((r) => <li key={r.role}><span className="font-semibold text-ink">{r.role}</span>: {r.reach}.</li>)}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          The platform operator (Renew’s own staff, not your employer) runs the service and can see raw figures to operate it.
        </p>
      </section>
      <p className="text-sm text-ink-muted">
        {retentionDays} days after the program ends, your personal data in it is anonymized: your posts, messages and answers are no longer linked to
        you, and only totals remain. You can <Link href="/settings/privacy" className="underline">download your data or delete your account</Link> at any time.
      </p>
    </div>
  );
}
