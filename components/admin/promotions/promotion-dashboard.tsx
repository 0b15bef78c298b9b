'use client';
// The promotion dashboard: eligibility counts, the default goal calculation, the Teams / Locations / Verification
// switches (each asks first, then saves that one flag by a partial update), and the promotion's lists. Their editors
// arrive with the next administration issue, so the lists link nowhere yet.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { PromotionFlagKey } from '@/lib/promotion-flags';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, NamedItem, PromotionDashboard } from '@/lib/promotions/admin-types';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, Switch } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from './format';

/** The switches of the dashboard; `key` names the switch's texts in the catalog (dashboard.<key>…). */
const TOGGLES = [
  { flag: 'is_teams_enabled', key: 'teams' },
  { flag: 'is_location_displayed', key: 'locations' },
  { flag: 'is_eligibility_displayed', key: 'verification' },
] as const satisfies readonly { flag: PromotionFlagKey; key: string }[];
type Toggle = (typeof TOGGLES)[number];

export function PromotionDashboardView({ data }: { data: PromotionDashboard }) {
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  const day = (value: string | null | undefined) => formatDay(value, format);
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [flags, setFlags] = useState(data.promotion.flags);
  const [busy, setBusy] = useState<string | null>(null);
  const p = data.promotion;

  const toggle = async ({ flag, key }: Toggle) => {
    const next = !flags[flag];
    const feature = t(`dashboard.${key}`);
    const ok = await confirm({
      title: next ? t('dashboard.turnOnTitle', { feature }) : t('dashboard.turnOffTitle', { feature }),
      body: next ? t(`dashboard.${key}OnBody`) : t(`dashboard.${key}OffBody`),
      confirmLabel: next ? t('dashboard.turnOn', { feature }) : t('dashboard.turnOff', { feature }),
    });
    if (!ok) return;
    setBusy(flag);
    try {
      const saved = await api.put<AdminPromotion>(`/promotions/${p.id}`, { flags: { [flag]: next } });
      setFlags(saved.flags);
      toast(next ? t('dashboard.turnedOn', { feature }) : t('dashboard.turnedOff', { feature }));
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
        <h2 id="overview-title" className="text-h3 text-ink">{t('dashboard.program')}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term={t('dashboard.registration')} value={`${day(p.registration_starts_on)} – ${day(p.registration_ends_on)}`} />
          <Fact term={t('dashboard.launch')} value={day(p.launch_on)} />
          <Fact term={t('dashboard.program')} value={`${day(p.starts_on)} – ${day(p.ends_on)}`} />
          <Fact term={t('dashboard.weeks')} value={format.number(p.weeks)} />
          <Fact term={t('dashboard.organization')} value={p.organization_name} />
          <Fact term={t('dashboard.parent')} value={p.is_parent ? t('dashboard.thisIsAParent') : p.parent_promotion_name ?? t('fields.none')} />
          <Fact term={t('dashboard.participants')} value={format.number(data.participants.total)} />
          <Fact term={t('dashboard.defaultGoal')} value={format.number(p.default_goal)} />
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {!p.is_parent && p.parent_promotion_id === null ? (
            <Button variant="secondary" size="sm" loading={busy === 'make_parent'} onClick={() => void post('make_parent', M.makeParent, t('dashboard.nowAParent', { name: p.name }))}>
              {t('dashboard.makeParent')}
            </Button>
          ) : null}
          {p.parent_promotion_id !== null ? (
            <Button variant="secondary" size="sm" loading={busy === 'update_library'} onClick={() => void post('update_library', M.updateLibrary, t('dashboard.libraryUpdated'))}>
              {t('dashboard.updateLibrary')}
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="features-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="features-title" className="text-h3 text-ink">{t('dashboard.features')}</h2>
        <ul className="mt-4 flex flex-col gap-4">
          {TOGGLES.map((item) => (
            <li key={item.flag} className="flex items-center justify-between gap-4">
              <span id={`toggle-${item.flag}`} className="font-semibold text-ink">{t(`dashboard.${item.key}`)}</span>
              <Switch
                aria-labelledby={`toggle-${item.flag}`}
                checked={flags[item.flag]}
                disabled={busy === item.flag}
                onCheckedChange={() => void toggle(item)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="eligibility-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="eligibility-title" className="text-h3 text-ink">{t('dashboard.eligibility')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{data.eligibility.is_displayed ? t('dashboard.eligibilityAsked') : t('dashboard.eligibilityNotAsked')}</p>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <Fact term={t('dashboard.total')} value={format.number(data.eligibility.total)} />
          <Fact term={t('dashboard.activeRegistered')} value={format.number(data.eligibility.active)} />
        </dl>
      </section>

      <section aria-labelledby="goal-title" className="rounded-3xl bg-surface p-5 shadow-card lg:col-span-2 hc:border hc:border-line">
        <h2 id="goal-title" className="text-h3 text-ink">{t('dashboard.goalCalculation')}</h2>
        <p className="mt-3 text-ink">
          {t.rich('dashboard.goalFormula', {
            activityPoints: format.number(g.activity_points_per_day), activityDays: format.number(g.activity_days_per_week),
            behaviorPoints: format.number(g.behavior_points_per_day), behaviorDays: format.number(g.behavior_days_per_week),
            weeks: format.number(g.weeks), total: format.number(g.total),
            strong: (chunks) => <strong className="text-2xl">{chunks}</strong>,
          })}
        </p>
      </section>

      <ItemList id="competitions" title={t('dashboard.competitions')} href={`/promotion/${data.promotion.id}/competitions`} items={data.competitions.map((c) => ({ id: c.id, name: c.name, note: `${day(c.competition_starts_on)} – ${day(c.competition_ends_on)}` }))} />
      <ItemList id="locations" title={t('dashboard.locationsList')} items={data.locations.map((l) => ({ id: l.id, name: l.name, depth: l.depth }))} />
      <ItemList id="badges" title={t('dashboard.badges')} items={data.badges} />
      <ItemList id="prompts" title={t('dashboard.customPrompts')} href={`/promotion/${data.promotion.id}/custom_prompts`} items={data.custom_prompts} />
      <ItemList id="evaluations" title={t('dashboard.evaluationDefinitions')} href={`/promotion/${data.promotion.id}/evaluations-definitions`} items={data.evaluation_definitions} />
      <ItemList id="duos" title={t('dashboard.duoTemplates')} items={data.duo_templates} />
      <ItemList id="sso" title={t('dashboard.ssoExtras')} items={data.sso_extras.map((s) => ({ id: s.id, name: s.name, note: `${s.data_type} → ${s.path}` }))} />
      <section aria-labelledby="scoring-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="scoring-title" className="text-h3 text-ink">{t('dashboard.levelsAndThresholds')}</h2>
        <p className="mt-3 text-ink">{t('dashboard.levelsAndThresholdsCount', { levels: data.levels_count, thresholds: data.point_thresholds_count })}</p>
      </section>
      <section aria-labelledby="content-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="content-title" className="text-h3 text-ink">{t('dashboard.content')}</h2>
        <p className="mt-3 text-ink">{t('dashboard.contentIntro')}</p>
        <Link href={`/content/welcome/welcome?promotion_id=${data.promotion.id}`} className="mt-3 inline-block text-sm font-semibold">
          {t.rich('dashboard.editContent', { name: data.promotion.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Link>
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
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-h3 text-ink">
          {title} <span className="text-base font-medium text-ink-muted">({format.number(items.length)})</span>
        </h2>
        {href ? <Link href={href} className="text-sm font-semibold">{t.rich('dashboard.manage', { list: title.toLowerCase(), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link> : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('dashboard.noneYet')}</p>
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
