import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The page's one main landmark: the skip link's target and where focus goes after sign-in (route-change-effects.tsx). */
export function MainLandmark({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col focus:outline-none', className)}>
      {children}
    </main>
  );
}
