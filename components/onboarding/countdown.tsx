'use client';
// A countdown to a moment (the launch on the welcome page, the start on the prestart page). When it reaches zero
// the page reloads, so it shows what the new state brings.
// The numbers appear after hydration: the server's clock and the browser's never agree to the second.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

const UNITS = [
  { unit: 'days', ms: 86_400_000 },
  { unit: 'hours', ms: 3_600_000 },
  { unit: 'minutes', ms: 60_000 },
  { unit: 'seconds', ms: 1000 },
] as const;

function parts(remaining: number) {
  let rest = Math.max(0, remaining);
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return { ...unit, value };
  });
}

export function Countdown({ target, label, tone = 'light' }: { target: string; label: string; tone?: 'light' | 'brand' }) {
  const t = useTranslations('onboarding.countdown');
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    const end = Date.parse(target);
    // Only a countdown seen running reloads: if the page was rendered after the moment (clocks disagree), a
    // reload would bring the same page back, and again, forever.
    let armed = end - Date.now() > 0;
    const tick = () => {
      const left = end - Date.now();
      setRemaining(left);
      if (left <= 0 && armed) {
        armed = false;
        window.location.reload();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);

  const values = parts(remaining ?? 0);
  const [days, hours, minutes] = values.map((v) => v.value);
  // Darker boxes on the brand colour keep small white labels above 4.5:1.
  const box = tone === 'brand' ? 'bg-brand-strong text-on-brand' : 'bg-surface text-ink shadow-card';
  return (
    <div role="group" aria-label={remaining === null ? label : t('spoken', { label, days, hours, minutes })}>
      <ol className="grid grid-cols-4 gap-2 sm:gap-3" aria-hidden="true">
        {values.map((unit) => (
          <li key={unit.unit} className={`flex flex-col items-center rounded-2xl px-2 py-3 ${box}`}>
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">{remaining === null ? '–' : String(unit.value).padStart(2, '0')}</span>
            <span className="text-xs font-medium tracking-wide uppercase">{t(unit.unit)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
