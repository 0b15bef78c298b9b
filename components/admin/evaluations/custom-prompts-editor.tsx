'use client';
// /promotion/{id}/custom_prompts: the promotion's custom prompts. The data type follows the type (HEADER string,
// TEXTAREA text, TEXTBOX string, CHECKBOX integer or string, DROPDOWN string); a dropdown's options are edited one
// per line; the location tag is one of the location tree's (to depth 3). A new prompt is CHECKBOX integer.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { PROMPT_TYPES, type DataType, type PromptType } from '@/lib/evaluations/constants';
import { DATA_TYPES_BY_PROMPT, forcedDataType, optionsFromLines, type AdminCustomPrompt } from '@/lib/evaluations/admin';
import { Badge, Button, Checkbox, Field, FormErrors, Input, Pencil, Select, Textarea, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

type Draft = {
  id: number | null; prompt: string; short_label: string; type_of_prompt: PromptType; data_type: DataType; options: string;
  location_tag: string; is_active: boolean; profile_only: boolean; is_visible_in_profile: boolean; is_sensitive: boolean;
};
const EMPTY: Draft = {
  id: null, prompt: '', short_label: '', type_of_prompt: 'CHECKBOX', data_type: 'integer', options: '', location_tag: '',
  is_active: true, profile_only: false, is_visible_in_profile: false, is_sensitive: false,
};
const draftOf = (p: AdminCustomPrompt): Draft => ({
  id: p.id, prompt: p.prompt, short_label: p.short_label ?? '', type_of_prompt: p.type_of_prompt, data_type: p.data_type,
  options: p.options.join('\n'), location_tag: p.location_tag ?? '', is_active: p.is_active, profile_only: p.profile_only,
  is_visible_in_profile: p.flags.is_visible_in_profile, is_sensitive: p.flags.is_sensitive,
});

export function CustomPromptsEditor({ promotionId, prompts, locationTags }: { promotionId: number; prompts: AdminCustomPrompt[]; locationTags: string[] }) {
  const t = useTranslations('admin-evaluations');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [rows, setRows] = useState(prompts);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<{ prompt?: string; options?: string }>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const allowed = DATA_TYPES_BY_PROMPT[draft.type_of_prompt];

  const pick = (p: AdminCustomPrompt | null) => {
    setDraft(p ? draftOf(p) : EMPTY);
    setErrors([]);
    setFieldErrors({});
    document.getElementById('prompt-text')?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof fieldErrors = {};
    if (!draft.prompt.trim()) found.prompt = t('promptRequired');
    if (draft.type_of_prompt === 'DROPDOWN' && optionsFromLines(draft.options).length === 0) found.options = t('optionsRequired');
    setFieldErrors(found);
    if (found.prompt || found.options) {
      document.getElementById(found.prompt ? 'prompt-text' : 'prompt-options')?.focus();
      return;
    }
    setErrors([]);
    setSaving(true);
    const body = {
      prompt: draft.prompt.trim(), short_label: draft.short_label.trim() || null, type_of_prompt: draft.type_of_prompt,
      data_type: forcedDataType(draft.type_of_prompt, draft.data_type), options: draft.options, location_tag: draft.location_tag || null,
      is_active: draft.is_active, profile_only: draft.profile_only, flags: { is_visible_in_profile: draft.is_visible_in_profile, is_sensitive: draft.is_sensitive },
    };
    try {
      const saved = draft.id
        ? await api.put<AdminCustomPrompt>(`/promotions/${promotionId}/custom_prompts/${draft.id}`, body)
        : await api.post<AdminCustomPrompt>(`/promotions/${promotionId}/custom_prompts`, body);
      setRows((list) => (draft.id ? list.map((r) => (r.id === saved.id ? saved : r)) : [...list, saved]));
      toast(t('promptSaved'));
      pick(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, t('saveFailed')));
      errorToast(errorMessagesOf(error, t('saveFailed'))[0]);
    } finally {
      setSaving(false);
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
      if (draft.id === p.id) pick(null);
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
              <li key={p.id} className="flex flex-wrap items-center gap-2 py-3" aria-current={draft.id === p.id ? 'true' : undefined}>
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
        <h2 id="prompt-form-title" className="text-h2 text-ink">{draft.id ? t('editPrompt') : t('newPrompt')}</h2>
        <form noValidate onSubmit={(e) => void save(e)} className="mt-4 flex flex-col gap-4" aria-labelledby="prompt-form-title">
          <FormErrors messages={errors} />
          <Field label={t('prompt')} id="prompt-text" error={fieldErrors.prompt}>
            <Textarea rows={2} value={draft.prompt} onChange={(e) => set('prompt', e.target.value)} />
          </Field>
          <Field label={t('shortLabel')} id="prompt-short-label" description={t('shortLabelHelp')}>
            <Input value={draft.short_label} onChange={(e) => set('short_label', e.target.value)} autoComplete="off" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('type')} id="prompt-type">
              <Select value={draft.type_of_prompt} onChange={(e) => {
                const type = e.target.value as PromptType;
                setDraft((d) => ({ ...d, type_of_prompt: type, data_type: forcedDataType(type, d.data_type) }));
              }}>
                {PROMPT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
              </Select>
            </Field>
            <Field label={t('dataType')} id="prompt-data-type" description={allowed.length === 1 ? t('dataTypeForced', { type: draft.type_of_prompt, dataType: allowed[0] }) : undefined}>
              <Select value={forcedDataType(draft.type_of_prompt, draft.data_type)} disabled={allowed.length === 1} onChange={(e) => set('data_type', e.target.value as DataType)}>
                {allowed.map((t) => <option key={t} value={t}>{t}</option>)}
              </Select>
            </Field>
          </div>
          {draft.type_of_prompt === 'DROPDOWN' ? (
            <Field label={t('options')} id="prompt-options" description={t('optionsHelp')} error={fieldErrors.options}>
              <Textarea rows={4} value={draft.options} onChange={(e) => set('options', e.target.value)} />
            </Field>
          ) : null}
          <Field label={t('locationTag')} id="prompt-location-tag" description={locationTags.length ? t('locationTagHelp') : t('noLocationTags')}>
            <Select value={draft.location_tag} onChange={(e) => set('location_tag', e.target.value)}>
              <option value="">{t('none')}</option>
              {locationTags.map((t) => <option key={t} value={t}>{t}</option>)}
              {draft.location_tag && !locationTags.includes(draft.location_tag) ? <option value={draft.location_tag}>{t('tagNoLongerInTree', { tag: draft.location_tag })}</option> : null}
            </Select>
          </Field>
          <Field label={t('active')} layout="inline" id="prompt-active"><Checkbox checked={draft.is_active} onCheckedChange={(c) => set('is_active', c === true)} /></Field>
          <Field label={t('profileOnly')} layout="inline" id="prompt-profile-only"><Checkbox checked={draft.profile_only} onCheckedChange={(c) => set('profile_only', c === true)} /></Field>
          <Field label={t('visibleInProfile')} layout="inline" id="prompt-visible-profile"><Checkbox checked={draft.is_visible_in_profile} onCheckedChange={(c) => set('is_visible_in_profile', c === true)} /></Field>
          <Field
            label={t('sensitive')} layout="inline" id="prompt-sensitive"
            description={t('sensitiveHelp')}
          >
            <Checkbox checked={draft.is_sensitive} onCheckedChange={(c) => set('is_sensitive', c === true)} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            {draft.id ? <Button type="button" variant="ghost" onClick={() => pick(null)}>{t('cancel')}</Button> : null}
            <Button type="submit" loading={saving}>{draft.id ? t('savePrompt') : t('addPrompt')}</Button>
          </div>
        </form>
      </section>
    </div>
  );
}
