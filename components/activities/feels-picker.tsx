'use client';
// How an activity felt (feels_value: null means not recorded; -1 sad,
// 0 neutral, other happy), as a group of three radio buttons saved as soon as one is chosen.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Frown, Meh, Smile, type LucideIcon } from '@/components/ui/icons';

export type Feels = -1 | 0 | 1;

/** `label`: the face's key under activities.feels. */
const FACES: Array<{ value: Feels; label: 'sad' | 'neutral' | 'happy'; icon: LucideIcon; tone: string }> = [
  { value: -1, label: 'sad', icon: Frown, tone: 'peer-checked:bg-purpose-soft peer-checked:text-purpose peer-checked:border-purpose' },
  { value: 0, label: 'neutral', icon: Meh, tone: 'peer-checked:bg-happy-soft peer-checked:text-happy peer-checked:border-happy' },
  { value: 1, label: 'happy', icon: Smile, tone: 'peer-checked:bg-energy-soft peer-checked:text-energy peer-checked:border-energy' },
];

export function FeelsPicker({ activityName, value, disabled, onChange }: { activityName: string; value: Feels | null; disabled?: boolean; onChange: (value: Feels) => void }) {
  const t = useTranslations('activities');
  const name = useId();
  // The choice shows in the same frame as the click; the saved value takes over when it comes back.
  const [shown, setShown] = useState(value);
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    setShown(value);
  }
  return (
    <fieldset disabled={disabled} className="flex items-center gap-1.5" data-testid="feels">
      <legend className="sr-only">{t('feelsLegend', { activity: activityName })}</legend>
      <span className="me-1 text-sm text-ink-muted" aria-hidden="true">
        {t('feelsPrompt')}
      </span>
      {FACES.map((face) => (
        <label key={face.value} className="relative cursor-pointer" title={t(`feels.${face.label}`)}>
          <input
            type="radio"
            name={name}
            value={face.value}
            checked={shown === face.value}
            onChange={() => {
              setShown(face.value);
              onChange(face.value);
            }}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          />
          <span
            className={`grid size-11 place-items-center rounded-full border border-line-strong text-ink-muted transition-colors peer-hover:bg-surface-muted peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-50 ${face.tone}`}
          >
            <face.icon className="size-6" strokeWidth={1.8} aria-hidden="true" />
          </span>
          <span className="sr-only">{t(`feels.${face.label}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
