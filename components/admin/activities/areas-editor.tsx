'use client';
// /promotion/{id}/area_of_interests?areaOfInterestId: the prestart choices in order, and the form for one (new or by
// id). "Form isn't valid." for an invalid form; the server's first message when a save is refused.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { areaWriteSchema, type AreaWrite } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AdminArea } from '@/lib/program-design/types';
import { Button, buttonClasses, cn, Form, FormField, Input } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { checkedResolver, firstServerError, INVALID_FORM } from './form-helpers';

type Values = { name: string; display: string; category: string; sequence: string };
const resolver = checkedResolver<Values, typeof areaWriteSchema>(areaWriteSchema);

export function AreasEditor({ promotionId, areas, selected, isNew }: { promotionId: number; areas: AdminArea[]; selected: AdminArea | null; isNew: boolean }) {
  const t = useTranslations('admin-activities');
  const base = `/promotion/${promotionId}/area_of_interests`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="areas-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card">
        <div className="flex items-center justify-between gap-3">
          <h2 id="areas-title" className="text-h2 text-ink">{t('areasOfInterest')}</h2>
          <Link href={`${base}?areaOfInterestId=new`} className={buttonClasses('primary', 'sm')}>{t('newArea')}</Link>
        </div>
        {areas.length === 0 ? <p className="text-ink-muted">{t('noAreasYet')}</p> : null}
        <ol className="flex flex-col gap-1">
          {areas.map((a) => (
            <li key={a.id}>
              <Link
                href={`${base}?areaOfInterestId=${a.id}`}
                aria-current={a.id === selected?.id ? 'true' : undefined}
                className={cn('flex justify-between gap-3 rounded-xl px-3 py-2 text-ink no-underline hover:bg-surface-muted', a.id === selected?.id && 'bg-surface-muted font-semibold')}
              >
                <span className="truncate">{a.name}</span>
                <span className="shrink-0 text-xs text-ink-muted">{a.display}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      {selected || isNew ? <AreaForm key={selected?.id ?? 'new'} promotionId={promotionId} area={selected} /> : (
        <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">{t('chooseArea')}</p>
      )}
    </div>
  );
}

export function AreaForm({ promotionId, area, collectionId }: { promotionId: number | null; area: AdminArea | null; collectionId?: number }) {
  const t = useTranslations('admin-activities');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const form = useForm<Values, unknown, AreaWrite>({
    resolver,
    defaultValues: { name: area?.name ?? '', display: area?.display ?? '', category: area?.category ?? '', sequence: String(area?.sequence ?? 0) },
  });
  const base = `/promotion/${promotionId}/area_of_interests`;

  const save = async (data: AreaWrite) => {
    try {
      if (collectionId !== undefined) {
        if (area) await api.put<AdminArea>(`/area_of_interests/${area.id}`, data);
        else await api.post(`/aaoi_collections/${collectionId}/create_item/AreaOfInterest`, { item_content: data });
        toast(t('saved', { name: data.name }));
        router.push(`/activitycollections/edit/${collectionId}`);
        router.refresh();
        return;
      }
      const saved = area
        ? await api.put<AdminArea>(`/area_of_interests/${area.id}`, data)
        : await api.post<AdminArea>(`/promotions/${promotionId}/area_of_interests`, data);
      toast(t('saved', { name: saved.name }));
      router.replace(`${base}?areaOfInterestId=${saved.id}`, { scroll: false });
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveArea));
    }
  };

  const remove = async () => {
    if (!area) return;
    if (!(await confirm({ title: t('deleteTitle', { name: area.name }), body: t('deleteAreaBody'), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`/area_of_interests/${area.id}`);
      toast(t('deleted', { name: area.name }));
      router.replace(base);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveArea));
    }
  };

  const input = (name: keyof Values, label: string, extra: React.ComponentProps<typeof Input> = {}) => (
    <FormField name={name} label={label} render={(field) => <Input {...extra} {...field} />} />
  );

  return (
    <Form form={form} onSubmit={save} onInvalidSubmit={() => errorToast(INVALID_FORM)} aria-labelledby="area-form-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="area-form-title" className="text-h2 text-ink">{area ? t('editTitle', { name: area.name }) : t('newAreaTitle')}</h2>
      {input('name', t('name'), { maxLength: 120 })}
      {input('display', t('shownAs'), { maxLength: 200 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('category', t('areaCategory'), { maxLength: 60 })}
        {input('sequence', t('sequence'), { type: 'number', inputMode: 'numeric', min: 0 })}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        {area && collectionId === undefined ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('delete')}</Button> : <span />}
        <Button type="submit" loading={form.formState.isSubmitting}>{t('saveArea')}</Button>
      </div>
    </Form>
  );
}
