'use client';
// What a report is: its name, its layout (Simple: fields by category and filters; SQL: the text), and the run options
// (dates, top-level location, location, evaluation). A filter row may be added only when every row has a field, a sign
// and a value, so there is at most one empty row.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Checkbox, Input, Label, Select, Textarea, Trash2 } from '@/components/ui';
import { FILTER_SIGNS, isDateField, type FilterSign, type ReportType } from '@/lib/reports/schemas';
import type { ReportFieldJson } from '@/lib/reports/types';

export interface Draft {
  id: number | null;
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: { field: string; sign: FilterSign; value: string }[];
  sql: string;
}

export interface RunOptions {
  min_date: string;
  max_date: string;
  top_level_location: string;
  location: string;
  evaluation_definition_id: string;
}

export interface EditorChoices {
  fields: ReportFieldJson[];
  locations: { id: number; name: string; parent_location_id: number | null }[];
  evaluations: { id: number; name: string }[];
  /** Master and coordinator see the top-level location filter; roles above location coordinator see sub-levels. */
  showTopLevel: boolean;
  showSubLevels: boolean;
  canWriteSql: boolean;
}

export const filterComplete = (f: Draft['filters'][number]) => f.field !== '' && f.value.trim() !== '';

/** The layouts and filter signs are values the API takes; the screen names them from the catalog. */
export const LAYOUT_KEYS = { Simple: 'simple', SQL: 'sql' } as const satisfies Record<ReportType, string>;
const SIGN_KEYS = {
  '<': 'lessThan', '<=': 'atMost', is: 'is', 'starts with': 'startsWith', 'is not': 'isNot', '>': 'greaterThan', '>=': 'atLeast', between: 'between',
} as const satisfies Record<FilterSign, string>;

export function ReportEditor({ draft, onDraft, options, onOptions, choices }: {
  draft: Draft;
  onDraft: (d: Draft) => void;
  options: RunOptions;
  onOptions: (o: RunOptions) => void;
  choices: EditorChoices;
}) {
  const id = useId();
  const t = useTranslations('admin-reports.editor');
  const categories = [...new Set(choices.fields.map((f) => f.category))];
  const canAddFilter = draft.filters.every(filterComplete);
  const topLevels = choices.locations.filter((l) => l.parent_location_id === null);
  const subLevels = choices.locations.filter((l) => l.parent_location_id !== null && (!options.top_level_location || String(l.parent_location_id) === options.top_level_location));
  const setFilter = (i: number, patch: Partial<Draft['filters'][number]>) => onDraft({ ...draft, filters: draft.filters.map((f, j) => (j === i ? { ...f, ...patch } : f)) });

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>{t('name')}</Label>
          <Input id={`${id}-name`} value={draft.name} maxLength={200} onChange={(e) => onDraft({ ...draft, name: e.target.value })} />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="font-semibold text-ink">{t('layout')}</legend>
          <div className="flex gap-4 pt-2">
            {(['Simple', 'SQL'] as const).map((layout) => (
              <label key={layout} className="flex items-center gap-2">
                <input
                  type="radio" name={`${id}-layout`} value={layout} checked={draft.report_type === layout} className="size-5 accent-brand"
                  // Switching to SQL clears the filters; switching to Simple clears the SQL text.
                  onChange={() => onDraft(layout === 'SQL' ? { ...draft, report_type: layout, filters: [] } : { ...draft, report_type: layout, sql: '' })}
                />
                {t(`layouts.${LAYOUT_KEYS[layout]}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {draft.report_type === 'Simple' ? (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {categories.map((category) => (
              <fieldset key={category} className="rounded-2xl border border-line p-4">
                <legend className="px-1 font-semibold text-ink">{category}</legend>
                <ul className="flex flex-col gap-2">
                  {choices.fields.filter((f) => f.category === category).map((f) => (
                    <li key={f.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-f-${f.id}`}
                        checked={draft.fields.includes(f.name)}
                        onCheckedChange={(on) => onDraft({ ...draft, fields: on === true ? [...draft.fields, f.name] : draft.fields.filter((x) => x !== f.name) })}
                      />
                      <Label htmlFor={`${id}-f-${f.id}`} className="font-normal">{f.display_name}</Label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="font-semibold text-ink">{t('filters')}</legend>
            {draft.filters.length === 0 ? <p className="text-sm text-ink-muted">{t('noFilters')}</p> : null}
            {draft.filters.map((f, i) => (
              <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_1fr_auto]">
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-ff-${i}`} className="text-sm">{t('filterField', { n: i + 1 })}</Label>
                  <Select id={`${id}-ff-${i}`} value={f.field} onChange={(e) => setFilter(i, { field: e.target.value })}>
                    <option value="">{t('chooseField')}</option>
                    {choices.fields.map((x) => <option key={x.id} value={x.name}>{x.display_name}</option>)}
                  </Select>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-fs-${i}`} className="text-sm">{t('sign')}</Label>
                  <Select id={`${id}-fs-${i}`} value={f.sign} onChange={(e) => setFilter(i, { sign: e.target.value as FilterSign })}>
                    {FILTER_SIGNS.map((s) => <option key={s} value={s}>{t(`signs.${SIGN_KEYS[s]}`)}</option>)}
                  </Select>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-fv-${i}`} className="text-sm">{t('value', { hint: f.sign === 'between' ? (isDateField(f.field) ? 'dateRange' : 'range') : isDateField(f.field) ? 'date' : 'none' })}</Label>
                  <Input id={`${id}-fv-${i}`} value={f.value} maxLength={500} onChange={(e) => setFilter(i, { value: e.target.value })} />
                </div>
                <Button type="button" variant="ghost" size="icon" aria-label={t('removeFilter', { n: i + 1 })} onClick={() => onDraft({ ...draft, filters: draft.filters.filter((_, j) => j !== i) })}>
                  <Trash2 className="size-5" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button type="button" variant="secondary" disabled={!canAddFilter} onClick={() => onDraft({ ...draft, filters: [...draft.filters, { field: '', sign: 'is', value: '' }] })}>{t('addFilter')}</Button>
              {!canAddFilter ? <p className="mt-1 text-sm text-ink-muted">{t('completeFilter')}</p> : null}
            </div>
          </fieldset>
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sql`}>{t('sql')}</Label>
          <Textarea
            id={`${id}-sql`} value={draft.sql} rows={8} readOnly={!choices.canWriteSql} spellCheck={false} className="font-mono text-sm"
            aria-describedby={`${id}-sql-help`} onChange={(e) => onDraft({ ...draft, sql: e.target.value })}
          />
          <p id={`${id}-sql-help`} className="text-sm text-ink-muted">
            {choices.canWriteSql ? t('sqlHelp') : t('sqlMasterOnly')}
          </p>
        </div>
      )}

      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="mb-2 font-semibold text-ink">{t('runOptions')}</legend>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-min`} className="text-sm">{t('from')}</Label>
          <Input id={`${id}-min`} type="date" value={options.min_date} onChange={(e) => onOptions({ ...options, min_date: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-max`} className="text-sm">{t('to')}</Label>
          <Input id={`${id}-max`} type="date" value={options.max_date} onChange={(e) => onOptions({ ...options, max_date: e.target.value })} />
        </div>
        {choices.showTopLevel && topLevels.length > 0 ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-top`} className="text-sm">{t('topLevelLocation')}</Label>
            <Select id={`${id}-top`} value={options.top_level_location} onChange={(e) => onOptions({ ...options, top_level_location: e.target.value, location: '' })}>
              <option value="">{t('all')}</option>
              {topLevels.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
            </Select>
          </div>
        ) : null}
        {choices.showSubLevels && subLevels.length > 0 ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-loc`} className="text-sm">{t('location')}</Label>
            <Select id={`${id}-loc`} value={options.location} onChange={(e) => onOptions({ ...options, location: e.target.value })}>
              <option value="">{t('all')}</option>
              {subLevels.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
            </Select>
          </div>
        ) : null}
        {choices.evaluations.length > 0 ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-eval`} className="text-sm">{t('evaluation')}</Label>
            <Select id={`${id}-eval`} value={options.evaluation_definition_id} onChange={(e) => onOptions({ ...options, evaluation_definition_id: e.target.value })}>
              <option value="">{t('any')}</option>
              {choices.evaluations.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
            </Select>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
