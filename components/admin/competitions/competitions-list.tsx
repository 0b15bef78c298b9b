'use client';
// /promotion/{id}/competitions: the promotion's competitions by start day, each with its behaviors, edit and delete
// (asks first; refused while it has teams), and the way to the promotion's default behaviors.
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { COMPETITION_MESSAGES as M, type AdminCompetition } from '@/lib/competitions/admin';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, EmptyState, Pencil, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from '@/components/admin/promotions/format';

export function CompetitionsList({ promotionId, competitions }: { promotionId: number; competitions: AdminCompetition[] }) {
  const t = useTranslations('admin-competitions');
  const format = useFormat();
  const day = (value: string | null) => formatDay(value, format);
  const [rows, setRows] = useState(competitions);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const base = `/promotion/${promotionId}`;
  const nameOf = (c: AdminCompetition) => c.name ?? t('list.unnamed', { day: day(c.competition_starts_on) });

  const remove = async (c: AdminCompetition) => {
    const ok = await confirm({
      title: t('list.deleteTitle', { name: nameOf(c) }), body: t('list.deleteBody', { count: c.behaviors_count }), confirmLabel: t('list.delete'), tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/competitions/${c.id}`);
      setRows((list) => list.filter((r) => r.id !== c.id));
      toast(t('list.deleted', { name: nameOf(c) }));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="secondary"><Link href={`${base}/behaviors`}>{t('list.defaultBehaviors')}</Link></Button>
        <Button asChild><Link href={`${base}/competition/new`}>{t('list.new')}</Link></Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')}><p className="mt-1">{t('list.emptyBody')}</p></EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((c) => (
            <li key={c.id} className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
              <h2 className="text-h3 text-ink">{nameOf(c)}</h2>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Fact term={t('list.enrollment')} value={`${day(c.enrollment_starts_on)} – ${day(c.enrollment_ends_on)}`} />
                <Fact term={t('list.competition')} value={`${day(c.competition_starts_on)} – ${day(c.competition_ends_on)}`} />
                <Fact term={t('list.length')} value={t('list.lengthValue', { days: c.comp_length, weeks: c.weeks })} />
                <Fact term={t('list.teamSize')} value={c.team_size_min === c.team_size_max ? format.number(c.team_size_min) : `${format.number(c.team_size_min)}–${format.number(c.team_size_max)}`} />
                <Fact term={t('list.teams')} value={format.number(c.teams_count)} />
                <Fact term={t('list.behaviors')} value={format.number(c.behaviors_count)} />
              </dl>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button asChild variant="secondary" size="sm">
                  <Link href={`${base}/competition/${c.id}/behaviors`}>{t.rich('list.behaviorsLink', { name: nameOf(c), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link href={`${base}/competition/${c.id}/edit`}><Pencil className="size-4" aria-hidden="true" /> {t.rich('list.edit', { name: nameOf(c), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</Link>
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => void remove(c)} disabled={c.teams_count > 0}
                  title={c.teams_count > 0 ? M.hasTeams : undefined}>
                  <Trash2 className="size-4" aria-hidden="true" /> {t.rich('list.deleteNamed', { name: nameOf(c), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}
