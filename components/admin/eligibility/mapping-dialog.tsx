'use client';
// The column-mapping preview before Process: the file's first rows as a table, and for each record field the column
// that fills it (the identifier's is required; the others may be left out). Guessed from the header by the server.
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ELIGIBILITY_FIELDS, type EligibilityField } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import { columnMappingSchema, type ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFileDetail } from '@/lib/eligibility/types';
import { Button, Dialog, DialogActions, Form, FormField, Select } from '@/components/ui';
import { checkedResolver } from '@/components/admin/activities/form-helpers';
import { MappingPreview } from './mapping-preview';

// The identifier's label is the promotion's; the others are the catalog's.
const FIELD_KEYS = { first_name: 'firstName', last_name: 'lastName', email: 'email' } as const satisfies Record<Exclude<EligibilityField, 'identifier'>, string>;

// The API's mapping, and Process needs the identifier's column (as the server refuses it without one).
const schema = columnMappingSchema.superRefine((m, ctx) => {
  if (!m.identifier) ctx.addIssue({ code: 'custom', message: M.mappingIdentifier, path: ['identifier'] });
});
type Values = Record<EligibilityField, string>;
const resolver = checkedResolver<Values, typeof schema>(schema);

export function MappingDialog({ file, label, open, busy, onClose, onProcess }: {
  file: EligibilityFileDetail | null;
  label: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onProcess: (mapping: ColumnMapping) => void;
}) {
  const t = useTranslations('admin-eligibility.mapping');
  return (
    <Dialog open={open} onClose={onClose} title={file ? t('titleFile', { file: file.filename }) : t('title')} description={file ? t('description', { count: file.total_rows }) : undefined}>
      {file && file.preview.columns.length > 0 ? (
        <MappingForm key={file.id} file={file} label={label} busy={busy} onClose={onClose} onProcess={onProcess} />
      ) : (
        <p className="text-ink-muted">{t('unreadable')}</p>
      )}
    </Dialog>
  );
}

function MappingForm({ file, label, busy, onClose, onProcess }: {
  file: EligibilityFileDetail;
  label: string;
  busy: boolean;
  onClose: () => void;
  onProcess: (mapping: ColumnMapping) => void;
}) {
  const t = useTranslations('admin-eligibility.mapping');
  const form = useForm<Values, unknown, ColumnMapping>({
    resolver,
    defaultValues: Object.fromEntries(ELIGIBILITY_FIELDS.map((f) => [f, file.preview.mapping[f] ?? ''])) as Values,
  });
  const columns = file.preview.columns;
  return (
        <Form form={form} onSubmit={onProcess} className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {ELIGIBILITY_FIELDS.map((field) => (
              <FormField key={field} name={field} label={field === 'identifier' ? t('required', { label }) : t(FIELD_KEYS[field])} render={(control) => (
                <Select {...control}>
                  <option value="">{field === 'identifier' ? t('chooseColumn') : t('notLoaded')}</option>
                  {columns.map((c) => <option key={c} value={c}>{c}</option>)}
                </Select>
              )} />
            ))}
          </div>
          <MappingPreview file={file} />
          <DialogActions>
            <Button type="button" variant="ghost" onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" loading={busy}>{t('process')}</Button>
          </DialogActions>
        </Form>
  );
}
