'use client';
// /promotion/{id}/ssoextra?extraId: the promotion's SSO extras — an attribute of the SSO assertion, its data type
// (default string) and where it is stored on the user (default custom_fields.{name}). The list with the one being
// edited (?extraId=… or 'new') in a form beside it.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { defaultSsoExtraPath, SSO_EXTRA_DATA_TYPES, type SsoExtra } from '@/lib/sso-extras/types';
import { Button, Form, FormErrors, FormField, Input, Select, cn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

// The server checks the extra (lib/sso-extras); every field may be left as it is here.
const schema = z.object({ name: z.string(), data_type: z.enum(SSO_EXTRA_DATA_TYPES), path: z.string() });
type Values = z.infer<typeof schema>;
const blank: Values = { name: '', data_type: 'string', path: '' };
const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

export function SsoExtrasEditor({ promotionId, initial }: { promotionId: number; initial: SsoExtra[] }) {
  const t = useTranslations('admin-integrations.ssoExtras');
  const [extras, setExtras] = useState(initial);
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const extraId = search.get('extraId');
  const current = extraId && extraId !== 'new' ? extras.find((e) => String(e.id) === extraId) ?? null : null;
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const base = `/promotions/${promotionId}/sso_extras`;

  const select = (id: number | 'new' | null) => router.replace(id === null ? pathname : `${pathname}?extraId=${id}`, { scroll: false });

  const remove = async (extra: SsoExtra) => {
    if (!(await confirm({ title: t('deleteTitle', { name: extra.name ?? extra.path }), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`${base}/${extra.id}`);
      setExtras((list) => list.filter((e) => e.id !== extra.id));
      toast(t('deleted'));
      if (current?.id === extra.id) select(null);
    } catch {
      errorToast(t('deleteFailed'));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="sso-extras-list" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="sso-extras-list" className="text-h2 text-ink">{t('listTitle')}</h2>
          <Button size="sm" onClick={() => select('new')}>{t('newExtra')}</Button>
        </div>
        {extras.length === 0 ? <p className="rounded-3xl bg-surface p-6 text-ink-muted shadow-card">{t('empty')}</p> : null}
        <ul className="flex flex-col gap-2">
          {extras.map((extra) => (
            <li key={extra.id} className={cn('flex flex-wrap items-center gap-2 rounded-2xl bg-surface p-3 shadow-card', current?.id === extra.id && 'ring-2 ring-brand')}>
              <span className="flex min-w-40 flex-1 flex-col">
                <span className="font-semibold text-ink">{extra.name ?? t('noName')}</span>
                <span className="text-xs text-ink-muted">{extra.data_type} · {extra.path}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => select(extra.id)}>{t.rich('editButton', { name: extra.name ?? extra.path, sr: srOnly })}</Button>
              <Button size="sm" variant="ghost" onClick={() => void remove(extra)}>{t.rich('deleteButton', { name: extra.name ?? extra.path, sr: srOnly })}</Button>
            </li>
          ))}
        </ul>
      </section>
      {extraId ? (
        <ExtraForm
          key={extraId}
          base={base}
          current={current}
          missing={extraId !== 'new' && !current}
          onClose={() => select(null)}
          onSaved={(saved) => {
            setExtras((list) => (list.some((e) => e.id === saved.id) ? list.map((e) => (e.id === saved.id ? saved : e)) : [...list, saved]));
            toast(t('saved'));
            select(saved.id);
          }}
        />
      ) : null}
    </div>
  );
}

/** The form of one extra (mounted per extraId, so it starts from that extra). */
function ExtraForm({ base, current, missing, onClose, onSaved }: {
  base: string;
  current: SsoExtra | null;
  missing: boolean;
  onClose: () => void;
  onSaved: (saved: SsoExtra) => void;
}) {
  const t = useTranslations('admin-integrations.ssoExtras');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: current ? { name: current.name ?? '', data_type: current.data_type, path: current.path } : blank,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const [errors, setErrors] = useState<string[]>(missing ? [t('loadFailed')] : []);
  const { errorToast } = useToast();

  const save = async (body: Values) => {
    try {
      onSaved(current ? await api.put<SsoExtra>(`${base}/${current.id}`, body) : await api.post<SsoExtra>(base, body));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('saveFailed')));
      errorToast(t('saveFailed'));
    }
  };

  return (
    <Form form={form} onSubmit={save} aria-label={current ? t('editTitle', { name: current.name ?? current.path }) : t('newTitle')} className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 className="text-h2 text-ink">{current ? t('editTitle', { name: current.name ?? current.path }) : t('newTitle')}</h2>
      <FormErrors messages={errors} />
      <FormField name="name" label={t('attributeName')} description={t('attributeNameHelp')} render={(field) => <Input maxLength={120} {...field} />} />
      <FormField
        name="data_type"
        label={t('dataType')}
        render={(field) => (
          <Select {...field}>
            {SSO_EXTRA_DATA_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        )}
      />
      <FormField
        name="path"
        label={t('path')}
        description={t('pathHelp', { path: defaultSsoExtraPath(name.trim().replace(/[^A-Za-z0-9_]/g, '_') || '{name}') })}
        render={(field) => <Input maxLength={200} placeholder={defaultSsoExtraPath('department')} {...field} />}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>
        <Button type="button" variant="ghost" onClick={onClose}>{t('close')}</Button>
      </div>
    </Form>
  );
}
