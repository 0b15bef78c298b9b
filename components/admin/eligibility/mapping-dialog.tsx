'use client';
// The column-mapping preview before Process: the file's first rows as a table, and for each record field the column
// that fills it (the identifier's is required; the others may be left out). Guessed from the header by the server.
import { useState } from 'react';
import { ELIGIBILITY_FIELDS, type EligibilityField } from '@/lib/eligibility/constants';
import { ELIGIBILITY_MESSAGES as M } from '@/lib/eligibility/messages';
import type { ColumnMapping } from '@/lib/eligibility/schemas';
import type { EligibilityFileDetail } from '@/lib/eligibility/types';
import { Button, Dialog, DialogActions, Field, FormErrors, Select } from '@/components/ui';

const FIELD_LABELS: Record<EligibilityField, string> = { identifier: '', first_name: 'First name', last_name: 'Last name', email: 'Email' };

export function MappingDialog({ file, label, open, busy, onClose, onProcess }: {
  file: EligibilityFileDetail | null;
  label: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onProcess: (mapping: ColumnMapping) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={file ? `Process ${file.filename}` : 'Process'} description={file ? `${file.total_rows.toLocaleString()} rows. Choose which column fills each field.` : undefined}>
      {file && file.preview.columns.length > 0 ? (
        <MappingForm key={file.id} file={file} label={label} busy={busy} onClose={onClose} onProcess={onProcess} />
      ) : (
        <p className="text-ink-muted">The file could not be read.</p>
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
              <Field key={field} label={field === 'identifier' ? `${label} (required)` : FIELD_LABELS[field]}>
                <Select value={mapping[field] ?? ''} onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || null })}>
                  <option value="">{field === 'identifier' ? 'Choose a column' : 'Not loaded'}</option>
                  {columns.map((c) => <option key={c} value={c}>{c}</option>)}
                </Select>
              </Field>
            ))}
          </div>
          {/* Focusable, so a keyboard can scroll a wide file sideways. */}
          <div className="overflow-x-auto rounded-2xl border border-line" tabIndex={0} role="region" aria-label={`Preview of ${file.filename}`}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The first rows of {file.filename}</caption>
              <thead className="bg-surface-muted">
                <tr>{columns.map((c) => <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">{c}</th>)}</tr>
              </thead>
              <tbody>
                {file.preview.rows.map((row, i) => (
                  <tr key={i} className="border-t border-line">{row.map((cell, j) => <td key={j} className="px-3 py-2 whitespace-nowrap">{cell}</td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          <DialogActions>
            <Button type="button" variant="ghost" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={busy}>Process</Button>
          </DialogActions>
        </form>
  );
}
