'use client';
// The optional "why" of a report, inside the Report confirmation: a few plain reasons as radio buttons (none chosen
// is no reason: the spec's report carries none). The choice is handed up as it changes; the dialog's answer sends it.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { REPORT_REASONS } from '@/lib/wall/constants';

// The reason sent stays the English one (moderators read it); the radio's label is in the reader's language.
const REASON_KEYS = {
  'Spam or advertising': 'reasonSpam',
  'Rude or hurtful': 'reasonRude',
  'Shares someone’s personal information': 'reasonPersonalInfo',
  'Not about the program': 'reasonOffTopic',
} as const satisfies Record<(typeof REPORT_REASONS)[number], string>;

export function ReportReason({ onChange }: { onChange: (reason: string | null) => void }) {
  const t = useTranslations('wall');
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <span>{t('reportBody')}</span>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('reportReasonLegend')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-xl px-2 text-ink hover:bg-surface-muted">
            <input
              type="radio"
              name={name}
              value={reason}
              checked={chosen === reason}
              onChange={() => {
                setChosen(reason);
                onChange(reason);
              }}
              className="size-4 accent-brand"
            />
            {t(REASON_KEYS[reason])}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
