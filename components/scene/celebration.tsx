'use client';
// The goal-hit celebration (a goal hit without the seen flag triggers it):
// 51 particles falling over the finished scene. With prefers-reduced-motion they stay still, scattered.
import { useSyncExternalStore, type ReactNode } from 'react';
import { CELEBRATION_PARTICLES } from '@/components/home/constants';
import { Star } from '@/components/ui/icons';

const COLORS = ['bg-calm', 'bg-happy', 'bg-sharp', 'bg-purpose', 'bg-energy', 'bg-accent', 'bg-brand'];

const REDUCED = '(prefers-reduced-motion: reduce)';
function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(REDUCED).matches, () => false);
}

/** A repeatable spread (no Math.random): the same particles every render, no layout jumps on re-render. */
const spread = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

const KEYFRAMES = `@keyframes renew-particle-fall {
  0% { transform: translate3d(0, -10vh, 0) rotate(0deg); opacity: 0; }
  10% { opacity: 1; }
  100% { transform: translate3d(var(--drift), 105vh, 0) rotate(var(--spin)); opacity: 0.9; }
}`;

export function CelebrationParticles() {
  const reduced = usePrefersReducedMotion();
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true" data-testid="celebration-particles" data-reduced-motion={reduced || undefined}>
      {reduced ? null : <style>{KEYFRAMES}</style>}
      {Array.from({ length: CELEBRATION_PARTICLES }, (_, i) => {
        const size = 6 + Math.round(spread(i, 1) * 8);
        const style = {
          left: `${spread(i, 2) * 100}%`,
          top: reduced ? `${spread(i, 3) * 100}%` : '-5%',
          width: size,
          height: i % 3 === 0 ? size * 1.8 : size,
          '--drift': `${(spread(i, 4) - 0.5) * 30}vw`,
          '--spin': `${Math.round(spread(i, 5) * 720 - 360)}deg`,
          animation: reduced ? undefined : `renew-particle-fall ${2.8 + spread(i, 6) * 2.4}s cubic-bezier(0.3, 0.6, 0.5, 1) ${spread(i, 7) * 1.4}s both`,
          opacity: reduced ? 0.85 : undefined,
        } as React.CSSProperties;
        return (
          <span
            key={i}
            data-particle
            className={`absolute ${COLORS[i % COLORS.length]} ${i % 3 === 1 ? 'rounded-full' : 'rounded-sm'}`}
            style={style}
          />
        );
      })}
    </div>
  );
}

/** The message card over the particles. */
export function CelebrationCard({ title, children, action }: { title: string; children?: ReactNode; action: ReactNode }) {
  return (
    <div role="status" className="relative mx-auto w-full max-w-md animate-fade-in rounded-3xl bg-surface p-6 text-center text-ink shadow-2xl sm:p-8 hc:border hc:border-line">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent" aria-hidden="true">
        <Star className="size-7 fill-current" />
      </span>
      <h2 className="mt-3 text-2xl font-bold tracking-tight">{title}</h2>
      {children ? <div className="mt-2 text-ink-muted">{children}</div> : null}
      <div className="mt-6 flex justify-center">{action}</div>
    </div>
  );
}
