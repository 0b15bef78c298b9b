'use client';
// /promotion/{id}/levels: the levels in order. Rename, add and reorder here, then save them all at once (saveAll);
// deleting a saved level asks first and happens at once.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminLevel } from '@/lib/promotions/admin-types';
import { ArrowDown, ArrowUp, Button, FormErrors, Input, Label, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import type { ListResponse } from '@/lib/list-response';

type Row = { key: string; id?: number; name: string };

let counter = 0;
const rowOf = (level?: AdminLevel): Row => ({ key: level ? `l${level.id}` : `new${(counter += 1)}`, id: level?.id, name: level?.name ?? '' });

export function LevelsEditor({ promotionId, levels, levelLabel }: { promotionId: number; levels: AdminLevel[]; levelLabel: string }) {
  const t = useTranslations('admin-promotions');
  const [rows, setRows] = useState<Row[]>(() => levels.map(rowOf));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const baseId = useId();

  const move = (index: number, by: number) => {
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row);
      return next;
    });
  };

  const remove = async (row: Row) => {
    if (row.id === undefined) {
      setRows((list) => list.filter((r) => r.key !== row.key));
      return;
    }
    const ok = await confirm({
      title: row.name ? t('levels.deleteTitle', { name: row.name }) : t('levels.deleteThisTitle'),
      body: t('levels.deleteBody'), confirmLabel: t('levels.delete'), tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/levels/${row.id}`);
      setRows((list) => list.filter((r) => r.key !== row.key));
      toast(t('levels.deleted', { name: row.name }));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('levels.deleteFailed'))[0]);
    }
  };

  const saveAll = async () => {
    const blank = rows.findIndex((r) => r.name.trim() === '');
    if (blank >= 0) {
      setErrors([t('levels.needsName', { level: levelLabel, number: blank + 1 })]);
      document.getElementById(`${baseId}-${rows[blank].key}`)?.focus();
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      const saved = await api.post<ListResponse<AdminLevel>>(`/promotions/${promotionId}/levels`, { levels: rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name.trim() })) });
      setRows(saved.data.map(rowOf));
      toast(t('levels.saved'));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('levels.saveFailed')));
      errorToast(t('levels.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="levels-title" className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id="levels-title" className="text-h2 text-ink">{t('levels.title')}</h2>
      <FormErrors messages={errors} />
      {rows.length === 0 ? <p className="text-ink-muted">{t('levels.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const numbered = t('levels.numbered', { level: levelLabel, number: index + 1 });
          const name = row.name || numbered;
          return (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-48 flex-1 flex-col gap-1.5">
              <Label htmlFor={`${baseId}-${row.key}`}>{numbered}</Label>
              <Input id={`${baseId}-${row.key}`} value={row.name} maxLength={60} onChange={(e) => setRows((list) => list.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))} />
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={t('levels.moveUp', { name })} disabled={index === 0} onClick={() => move(index, -1)}>
              <ArrowUp className="size-5" aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" aria-label={t('levels.moveDown', { name })} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
              <ArrowDown className="size-5" aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" aria-label={t('levels.deleteNamed', { name })} onClick={() => void remove(row)}>
              <Trash2 className="size-5" aria-hidden="true" />
            </Button>
          </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="secondary" onClick={() => setRows((list) => [...list, rowOf()])}>{t('levels.add')}</Button>
        <Button type="button" loading={saving} onClick={() => void saveAll()}>{t('levels.save')}</Button>
      </div>
    </section>
  );
}
