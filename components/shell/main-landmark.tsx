import type { ReactNode } from 'react';

/** The page's one main landmark: the skip link's target and where focus goes after sign-in (route-change-effects.tsx). */
export function MainLandmark({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
      {children}
    </main>
  );
}
