'use client';
// The text box of a reflection, new or being edited. The character counter truncates to the
// allowed length and warns when under 25 percent remains; the limit is the API's (lib/journal/constants.ts).
// A controlled box rather than a react-hook-form form: the text lives in the parent, which reports unsaved
// text to the leave-page question (unsaved-changes.tsx) and keeps it across re-renders of the list.
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { JOURNAL_CONTENT_MAX_LENGTH } from '@/lib/journal/constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FieldError } from '@/components/ui/field';

export interface ReflectionFormProps {
  label: string;
  /** Shown as the label when true; otherwise the label is for screen readers only. */
  showLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  saving: boolean;
  error?: string | null;
  placeholder?: string;
  autoFocus?: boolean;
  /** Buttons next to Save (Cancel while editing). */
  actions?: ReactNode;
  /** The submit button's text; "Save" when not given. */
  submitLabel?: string;
}

export function ReflectionForm(props: ReflectionFormProps) {
  const t = useTranslations('journey');
  const { label, showLabel = false, value, onChange, onSubmit, saving, error, placeholder, autoFocus, actions, submitLabel = t('save') } = props;
  const id = useId();
  const remaining = JOURNAL_CONTENT_MAX_LENGTH - value.length;
  const warn = remaining < JOURNAL_CONTENT_MAX_LENGTH * 0.25;
  const blank = value.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !saving) onSubmit();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={saving}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <Textarea
        id={id}
        value={value}
        // Truncate, never refuse: a paste longer than the limit keeps its first part.
        onChange={(event) => onChange(event.target.value.slice(0, JOURNAL_CONTENT_MAX_LENGTH))}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves, as in most writing boxes.
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="resize-y"
      />
      <FieldError id={`${id}-error`} className="[&:not(:empty)]:mt-0">
        {error}
      </FieldError>
      <div className="flex flex-wrap items-center gap-3">
        <p id={`${id}-count`} className={`me-auto text-sm ${warn ? 'font-semibold text-accent' : 'text-ink-muted'}`} aria-live={warn ? 'polite' : 'off'}>
          {warn ? t('charactersLeft', { count: remaining }) : t('counter', { length: value.length, max: JOURNAL_CONTENT_MAX_LENGTH })}
        </p>
        {actions}
        <Button type="submit" disabled={blank || saving} title={blank ? t('contentBlank') : undefined}>
          {saving ? t('saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
