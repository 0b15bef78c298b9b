'use client';
// /promotion/{id}/ssoextra?extraId: the promotion's SSO extras — an attribute of the SSO assertion, its data type
// (default string) and where it is stored on the user (default custom_fields.{name}). The list with the one being
// edited (?extraId=… or 'new') in a form beside it.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { defaultSsoExtraPath, SSO_EXTRA_DATA_TYPES, SSO_EXTRA_MESSAGES as M, type SsoExtra } from '@/lib/sso-extras/types';
import { Button, Form, FormErrors, FormField, Input, Select, cn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

// The server checks the extra (lib/sso-extras); every field may be left as it is here.
const schema = z.object({ name: z.string(), data_type: z.enum(SSO_EXTRA_DATA_TYPES), path: z.string() });
type Values = z.infer<typeof schema>;
const blank: Values = { name: '', data_type: 'string', path: '' };

export function SsoExtrasEditor({ promotionId, initial }: { promotionId: number; initial: SsoExtra[] }) {
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
    if (!(await confirm({ title: `Delete ${extra.name ?? extra.path}?`, confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      await api.delete(`${base}/${extra.id}`);
      setExtras((list) => list.filter((e) => e.id !== extra.id));
      toast('SSO extra deleted.');
      if (current?.id === extra.id) select(null);
    } catch {
      errorToast(M.delete);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="sso-extras-list" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="sso-extras-list" className="text-h2 text-ink">Extras</h2>
          <Button size="sm" onClick={() => select('new')}>New extra</Button>
        </div>
        {extras.length === 0 ? <p className="rounded-3xl bg-surface p-6 text-ink-muted shadow-card">No SSO extras yet.</p> : null}
        <ul className="flex flex-col gap-2">
          {extras.map((extra) => (
            <li key={extra.id} className={cn('flex flex-wrap items-center gap-2 rounded-2xl bg-surface p-3 shadow-card', current?.id === extra.id && 'ring-2 ring-brand')}>
              <span className="flex min-w-40 flex-1 flex-col">
                <span className="font-semibold text-ink">{extra.name ?? '(no name)'}</span>
                <span className="text-xs text-ink-muted">{extra.data_type} · {extra.path}</span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => select(extra.id)}>Edit<span className="sr-only"> {extra.name ?? extra.path}</span></Button>
              <Button size="sm" variant="ghost" onClick={() => void remove(extra)}>Delete<span className="sr-only"> {extra.name ?? extra.path}</span></Button>
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
            toast('SSO extra saved.');
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: current ? { name: current.name ?? '', data_type: current.data_type, path: current.path } : blank,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const [errors, setErrors] = useState<string[]>(missing ? [M.load] : []);
  const { errorToast } = useToast();

  const save = async (body: Values) => {
    try {
      onSaved(current ? await api.put<SsoExtra>(`${base}/${current.id}`, body) : await api.post<SsoExtra>(base, body));
    } catch (error) {
      setErrors(errorMessagesOf(error, M.save));
      errorToast(M.save);
    }
  };

  return (
    <Form form={form} onSubmit={save} aria-label={current ? `Edit ${current.name ?? current.path}` : 'New SSO extra'} className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 className="text-h2 text-ink">{current ? `Edit ${current.name ?? current.path}` : 'New SSO extra'}</h2>
      <FormErrors messages={errors} />
      <FormField name="name" label="Attribute name" description="The name of the attribute in the SSO assertion." render={(field) => <Input maxLength={120} {...field} />} />
      <FormField
        name="data_type"
        label="Data type"
        render={(field) => (
          <Select {...field}>
            {SSO_EXTRA_DATA_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        )}
      />
      <FormField
        name="path"
        label="Path"
        description={`Where the value is stored on the user. Left empty: ${defaultSsoExtraPath(name.trim().replace(/[^A-Za-z0-9_]/g, '_') || '{name}')}.`}
        render={(field) => <Input maxLength={200} placeholder={defaultSsoExtraPath('department')} {...field} />}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>Save</Button>
        <Button type="button" variant="ghost" onClick={onClose}>Close</Button>
      </div>
    </Form>
  );
}
