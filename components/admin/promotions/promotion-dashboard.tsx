'use client';
// The promotion dashboard: eligibility counts, the default goal calculation, the Teams / Locations / Verification
// switches (each asks first, then saves that one flag by a partial update), and the promotion's lists. Their editors
// arrive with the next administration issue, so the lists link nowhere yet.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { PromotionFlagKey } from '@/lib/promotion-flags';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, NamedItem, PromotionDashboard } from '@/lib/promotions/admin-types';
import { Button, Switch } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from './format';

const TOGGLES: { flag: PromotionFlagKey; label: string; what: string }[] = [
  { flag: 'is_teams_enabled', label: 'Teams', what: 'the team competition' },
  { flag: 'is_location_displayed', label: 'Locations', what: 'locations at registration, in profiles and on the boards' },
  { flag: 'is_eligibility_displayed', label: 'Verification', what: 'eligibility verification at registration' },
];

export function PromotionDashboardView({ data }: { data: PromotionDashboard }) {
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [flags, setFlags] = useState(data.promotion.flags);
  const [busy, setBusy] = useState<string | null>(null);
  const p = data.promotion;

  const toggle = async (flag: PromotionFlagKey, label: string, what: string) => {
    const next = !flags[flag];
    const ok = await confirm({
      title: `${next ? 'Turn on' : 'Turn off'} ${label}?`,
      body: `${next ? 'Participants will get' : 'Participants will no longer get'} ${what}.`,
      confirmLabel: next ? `Turn on ${label}` : `Turn off ${label}`,
    });
    if (!ok) return;
    setBusy(flag);
    try {
      const saved = await api.put<AdminPromotion>(`/promotions/${p.id}`, { flags: { [flag]: next } });
      setFlags(saved.flags);
      toast(`${label} ${next ? 'on' : 'off'}.`);
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    } finally {
      setBusy(null);
    }
  };

  const post = async (path: string, failure: string, success: string) => {
    setBusy(path);
    try {
      await api.post(`/promotions/${p.id}/${path}`);
      toast(success);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, failure)[0]);
    } finally {
      setBusy(null);
    }
  };

  const g = data.goal;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="overview-title" className="rounded-3xl bg-surface p-5 shadow-card lg:col-span-2 hc:border hc:border-line">
        <h2 id="overview-title" className="text-h3 text-ink">Program</h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term="Registration" value={`${formatDay(p.registration_starts_on)} – ${formatDay(p.registration_ends_on)}`} />
          <Fact term="Launch" value={formatDay(p.launch_on)} />
          <Fact term="Program" value={`${formatDay(p.starts_on)} – ${formatDay(p.ends_on)}`} />
          <Fact term="Weeks" value={String(p.weeks)} />
          <Fact term="Organization" value={p.organization_name} />
          <Fact term="Parent" value={p.is_parent ? 'This is a parent' : p.parent_promotion_name ?? 'None'} />
          <Fact term="Participants" value={data.participants.total.toLocaleString('en-US')} />
          <Fact term="Default goal" value={String(p.default_goal)} />
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {!p.is_parent && p.parent_promotion_id === null ? (
            <Button variant="secondary" size="sm" loading={busy === 'make_parent'} onClick={() => void post('make_parent', M.makeParent, `${p.name} is now a parent.`)}>
              Make parent
            </Button>
          ) : null}
          {p.parent_promotion_id !== null ? (
            <Button variant="secondary" size="sm" loading={busy === 'update_library'} onClick={() => void post('update_library', M.updateLibrary, 'Library updated from the parent.')}>
              Update library from parent
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="features-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="features-title" className="text-h3 text-ink">Features</h2>
        <ul className="mt-4 flex flex-col gap-4">
          {TOGGLES.map((t) => (
            <li key={t.flag} className="flex items-center justify-between gap-4">
              <span id={`toggle-${t.flag}`} className="font-semibold text-ink">{t.label}</span>
              <Switch
                aria-labelledby={`toggle-${t.flag}`}
                checked={flags[t.flag]}
                disabled={busy === t.flag}
                onCheckedChange={() => void toggle(t.flag, t.label, t.what)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="eligibility-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="eligibility-title" className="text-h3 text-ink">Eligibility</h2>
        <p className="mt-1 text-sm text-ink-muted">{data.eligibility.is_displayed ? 'Participants verify their eligibility at registration.' : 'Eligibility is not asked at registration.'}</p>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <Fact term="Total" value={data.eligibility.total.toLocaleString('en-US')} />
          <Fact term="Active (registered)" value={data.eligibility.active.toLocaleString('en-US')} />
        </dl>
      </section>

      <section aria-labelledby="goal-title" className="rounded-3xl bg-surface p-5 shadow-card lg:col-span-2 hc:border hc:border-line">
        <h2 id="goal-title" className="text-h3 text-ink">Default goal calculation</h2>
        <p className="mt-3 text-ink">
          ({g.activity_points_per_day} activity points a day × {g.activity_days_per_week} days + {g.behavior_points_per_day} behavior points a day × {g.behavior_days_per_week} day) × {g.weeks} weeks
          {' = '}<strong className="text-2xl">{g.total.toLocaleString('en-US')}</strong> points
        </p>
      </section>

      <ItemList id="competitions" title="Competitions" href={`/promotion/${data.promotion.id}/competitions`} items={data.competitions.map((c) => ({ id: c.id, name: c.name, note: `${formatDay(c.competition_starts_on)} – ${formatDay(c.competition_ends_on)}` }))} />
      <ItemList id="locations" title="Locations" items={data.locations.map((l) => ({ id: l.id, name: l.name, depth: l.depth }))} />
      <ItemList id="badges" title="Badges" items={data.badges} />
      <ItemList id="prompts" title="Custom prompts" href={`/promotion/${data.promotion.id}/custom_prompts`} items={data.custom_prompts} />
      <ItemList id="evaluations" title="Evaluation definitions" href={`/promotion/${data.promotion.id}/evaluations-definitions`} items={data.evaluation_definitions} />
      <ItemList id="duos" title="Duo templates" items={data.duo_templates} />
      <ItemList id="sso" title="SSO extras" items={data.sso_extras.map((s) => ({ id: s.id, name: s.name, note: `${s.data_type} → ${s.path}` }))} />
      <section aria-labelledby="scoring-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="scoring-title" className="text-h3 text-ink">Levels and thresholds</h2>
        <p className="mt-3 text-ink">{data.levels_count} levels · {data.point_thresholds_count} point thresholds</p>
      </section>
      <section aria-labelledby="content-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="content-title" className="text-h3 text-ink">Content</h2>
        <p className="mt-3 text-ink">Welcome slides, emails, FAQs and every text participants read: this promotion’s own versions of the defaults.</p>
        <Link href={`/content/welcome/welcome?promotion_id=${data.promotion.id}`} className="mt-3 inline-block text-sm font-semibold">Edit content<span className="sr-only"> of {data.promotion.name}</span></Link>
      </section>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold text-ink">{value}</dd>
    </div>
  );
}

function ItemList({ id, title, items, href }: { id: string; title: string; items: (NamedItem & { note?: string; depth?: number })[]; href?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-h3 text-ink">
          {title} <span className="text-base font-medium text-ink-muted">({items.length})</span>
        </h2>
        {href ? <Link href={href} className="text-sm font-semibold">Manage<span className="sr-only"> {title.toLowerCase()}</span></Link> : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-muted">None yet.</p>
      ) : (
        // A long list scrolls within the card; focusable and named so the keyboard can scroll it too.
        <ul tabIndex={0} aria-labelledby={`${id}-title`} className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2">
          {items.map((item) => (
            <li key={item.id} style={item.depth ? { paddingLeft: `${item.depth * 1.25}rem` } : undefined} className="flex flex-col">
              <span className="text-ink">{item.name}</span>
              {item.note ? <span className="text-sm text-ink-muted">{item.note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
