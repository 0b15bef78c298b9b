'use client';
// The column-mapping preview before Process: the file's first rows as a table, and for each record field the column
// that fills it (the identifier's is required; the others may be left out). Guessed from the header by the server.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ELIGIBILITY_FIELDS, type EligibilityField } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFileDetail } from '@/lib/eligibility/types';
import { Button, Dialog, DialogActions, Field, FormErrors, Select } from '@/components/ui';
import { MappingPreview } from './mapping-preview';

// The identifier's label is the promotion's; the others are the catalog's.
const FIELD_KEYS = { first_name: 'firstName', last_name: 'lastName', email: 'email' } as const satisfies Record<Exclude<EligibilityField, 'identifier'>, string>;

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
  const [mapping, setMapping] = useState<ColumnMapping>(file.preview.mapping);
  const [error, setError] = useState<string | null>(null);
  const columns = file.preview.columns;
  return (
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!mapping.identifier) return setError(M.mappingIdentifier);
            onProcess(mapping);
          }}
        >
          <FormErrors messages={error ? [error] : []} />
          <div className="grid gap-4 sm:grid-cols-2">
            {ELIGIBILITY_FIELDS.map((field) => (
              <Field key={field} label={field === 'identifier' ? t('required', { label }) : t(FIELD_KEYS[field])}>
                <Select value={mapping[field] ?? ''} onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || null })}>
                  <option value="">{field === 'identifier' ? t('chooseColumn') : t('notLoaded')}</option>
                  {columns.map((c) => <option key={c} value={c}>{c}</option>)}
                </Select>
              </Field>
            ))}
          </div>
          <MappingPreview file={file} />
          <DialogActions>
            <Button type="button" variant="ghost" onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" loading={busy}>{t('process')}</Button>
          </DialogActions>
        </form>
  );
}
