// The welcome page's tinted band with its hills, behind the top of the other onboarding screens, so the first
// minutes look like one place. Decorative.
import type { ReactNode } from 'react';
import { HeroArt } from '@/components/welcome/hero-art';

export function OnboardingBackdrop({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`relative isolate flex flex-1 flex-col ${className}`}>
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-80 overflow-hidden bg-brand-softer sm:h-96">
        <HeroArt className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56" />
      </div>
      {children}
    </div>
  );
}
