'use client';
// /promotion/{id}/custom_prompts: the promotion's custom prompts. The data type follows the type (HEADER string,
// TEXTAREA text, TEXTBOX string, CHECKBOX integer or string, DROPDOWN string); a dropdown's options are edited one
// per line; the location tag is one of the location tree's (to depth 3). A new prompt is CHECKBOX integer.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import { PROMPT_TYPES, type DataType, type PromptType } from '@/lib/evaluations/constants';
import {
  CUSTOM_PROMPT_MESSAGES, customPromptWriteSchema, DATA_TYPES_BY_PROMPT, forcedDataType, optionsFromLines,
  type AdminCustomPrompt, type CustomPromptWrite,
} from '@/lib/evaluations/admin';
import { Badge, Button, Checkbox, Form, FormErrors, FormField, Input, Pencil, Select, Textarea, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

type Values = {
  prompt: string; short_label: string; type_of_prompt: PromptType; data_type: DataType; options: string;
  location_tag: string; is_active: boolean; profile_only: boolean; is_visible_in_profile: boolean; is_sensitive: boolean;
};
const EMPTY: Values = {
  prompt: '', short_label: '', type_of_prompt: 'CHECKBOX', data_type: 'integer', options: '', location_tag: '',
  is_active: true, profile_only: false, is_visible_in_profile: false, is_sensitive: false,
};
const valuesOf = (p: AdminCustomPrompt): Values => ({
  prompt: p.prompt, short_label: p.short_label ?? '', type_of_prompt: p.type_of_prompt, data_type: p.data_type,
  options: p.options.join('\n'), location_tag: p.location_tag ?? '', is_active: p.is_active, profile_only: p.profile_only,
  is_visible_in_profile: p.flags.is_visible_in_profile, is_sensitive: p.flags.is_sensitive,
});
/** The controls as the API's input: the data type its prompt type forces, the flags together, a blank tag as none. */
const toWire = (v: Values) => ({
  prompt: v.prompt, short_label: v.short_label, type_of_prompt: v.type_of_prompt, data_type: forcedDataType(v.type_of_prompt, v.data_type),
  options: v.options, location_tag: v.location_tag || null, is_active: v.is_active, profile_only: v.profile_only,
  flags: { is_visible_in_profile: v.is_visible_in_profile, is_sensitive: v.is_sensitive },
});
// The API's schema, and a dropdown needs an option (the server refuses it with the same message).
const schema = customPromptWriteSchema.superRefine((p, ctx) => {
  if (p.type_of_prompt === 'DROPDOWN' && optionsFromLines(p.options).length === 0) ctx.addIssue({ code: 'custom', message: CUSTOM_PROMPT_MESSAGES.optionsRequired, path: ['options'] });
});

export function CustomPromptsEditor({ promotionId, prompts, locationTags }: { promotionId: number; prompts: AdminCustomPrompt[]; locationTags: string[] }) {
  const t = useTranslations('admin-evaluations');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [rows, setRows] = useState(prompts);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [resolver] = useState(() => checkedResolver<Values, typeof schema>(schema, toWire, {
    [CUSTOM_PROMPT_MESSAGES.promptRequired]: t('promptRequired'),
    [CUSTOM_PROMPT_MESSAGES.optionsRequired]: t('optionsRequired'),
  }));
  const form = useForm<Values, unknown, CustomPromptWrite>({ resolver, defaultValues: EMPTY });
  const [errors, setErrors] = useState<string[]>([]);
  const [type, dataType, locationTag] = useWatch({ control: form.control, name: ['type_of_prompt', 'data_type', 'location_tag'] });
  const allowed = DATA_TYPES_BY_PROMPT[type];

  const pick = (p: AdminCustomPrompt | null) => {
    setEditingId(p ? p.id : null);
    form.reset(p ? valuesOf(p) : EMPTY);
    setErrors([]);
    document.getElementById('prompt-text')?.focus();
  };

  const save = async (body: CustomPromptWrite) => {
    setErrors([]);
    try {
      const saved = editingId
        ? await api.put<AdminCustomPrompt>(`/promotions/${promotionId}/custom_prompts/${editingId}`, body)
        : await api.post<AdminCustomPrompt>(`/promotions/${promotionId}/custom_prompts`, body);
      setRows((list) => (editingId ? list.map((r) => (r.id === saved.id ? saved : r)) : [...list, saved]));
      toast(t('promptSaved'));
      pick(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, t('saveFailed')));
      errorToast(errorMessagesOf(error, t('saveFailed'))[0]);
    }
  };

  const remove = async (p: AdminCustomPrompt) => {
    const ok = await confirm({
      title: t('deletePromptTitle'), body: t('deletePromptBody', { label: p.short_label ?? p.prompt }),
      confirmLabel: t('delete'), tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/custom_prompts/${p.id}`);
      setRows((list) => list.filter((r) => r.id !== p.id));
      if (editingId === p.id) pick(null);
      toast(t('promptDeleted'));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('saveFailed'))[0]);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="prompts-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="prompts-title" className="text-h2 text-ink">{t.rich('promptsHeading', { count: rows.length, muted: (chunks: ReactNode) => <span className="text-base font-medium text-ink-muted">{chunks}</span> })}</h2>
        {rows.length === 0 ? <p className="mt-4 text-ink-muted">{t('noPrompts')}</p> : (
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {rows.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2 py-3" aria-current={editingId === p.id ? 'true' : undefined}>
                <span className="min-w-48 flex-1">
                  <span className="block font-semibold text-ink">{p.short_label ?? p.prompt}</span>
                  {p.short_label ? <span className="block text-sm text-ink-muted">{p.prompt}</span> : null}
                  <span className="mt-1 flex flex-wrap gap-1">
                    <Badge>{p.type_of_prompt}</Badge>
                    <Badge>{p.data_type}</Badge>
                    {p.location_tag ? <Badge>{t('tagBadge', { tag: p.location_tag })}</Badge> : null}
                    {!p.is_active ? <Badge>{t('inactive')}</Badge> : null}
                    {p.profile_only ? <Badge>{t('profileOnly')}</Badge> : null}
                    {p.flags.is_sensitive ? <Badge>{t('sensitive')}</Badge> : null}
                  </span>
                </span>
                <Button type="button" variant="ghost" size="icon" aria-label={t('editAria', { name: p.short_label ?? p.prompt })} onClick={() => pick(p)}><Pencil className="size-5" aria-hidden="true" /></Button>
                <Button type="button" variant="ghost" size="icon" aria-label={t('deleteAria', { name: p.short_label ?? p.prompt })} onClick={() => void remove(p)}><Trash2 className="size-5" aria-hidden="true" /></Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="prompt-form-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
        <h2 id="prompt-form-title" className="text-h2 text-ink">{editingId ? t('editPrompt') : t('newPrompt')}</h2>
        <Form form={form} onSubmit={save} className="mt-4 flex flex-col gap-4" aria-labelledby="prompt-form-title">
          <FormErrors messages={errors} />
          <FormField name="prompt" label={t('prompt')} id="prompt-text" render={(field) => <Textarea rows={2} {...field} />} />
          <FormField name="short_label" label={t('shortLabel')} id="prompt-short-label" description={t('shortLabelHelp')}
            render={(field) => <Input autoComplete="off" {...field} />} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="type_of_prompt" label={t('type')} id="prompt-type" render={({ onChange, ...field }) => (
              <Select {...field} onChange={(e) => {
                const next = e.target.value as PromptType;
                onChange(next);
                form.setValue('data_type', forcedDataType(next, form.getValues('data_type')));
              }}>
                {PROMPT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
              </Select>
            )} />
            <FormField name="data_type" label={t('dataType')} id="prompt-data-type"
              description={allowed.length === 1 ? t('dataTypeForced', { type, dataType: allowed[0] }) : undefined}
              render={(field) => (
                <Select {...field} value={forcedDataType(type, dataType)} disabled={allowed.length === 1}>
                  {allowed.map((t) => <option key={t} value={t}>{t}</option>)}
                </Select>
              )} />
          </div>
          {type === 'DROPDOWN' ? (
            <FormField name="options" label={t('options')} id="prompt-options" description={t('optionsHelp')} render={(field) => <Textarea rows={4} {...field} />} />
          ) : null}
          <FormField name="location_tag" label={t('locationTag')} id="prompt-location-tag" description={locationTags.length ? t('locationTagHelp') : t('noLocationTags')}
            render={(field) => (
              <Select {...field}>
                <option value="">{t('none')}</option>
                {locationTags.map((t) => <option key={t} value={t}>{t}</option>)}
                {locationTag && !locationTags.includes(locationTag) ? <option value={locationTag}>{t('tagNoLongerInTree', { tag: locationTag })}</option> : null}
              </Select>
            )} />
          {([
            ['is_active', t('active'), 'prompt-active', undefined],
            ['profile_only', t('profileOnly'), 'prompt-profile-only', undefined],
            ['is_visible_in_profile', t('visibleInProfile'), 'prompt-visible-profile', undefined],
            ['is_sensitive', t('sensitive'), 'prompt-sensitive', t('sensitiveHelp')],
          ] as const).map(([name, label, id, description]) => (
            <FormField key={name} name={name} label={label} layout="inline" id={id} description={description}
              render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />} />
          ))}
          <div className="flex flex-wrap justify-end gap-2">
            {editingId ? <Button type="button" variant="ghost" onClick={() => pick(null)}>{t('cancel')}</Button> : null}
            <Button type="submit" loading={form.formState.isSubmitting}>{editingId ? t('savePrompt') : t('addPrompt')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
