'use client';
// The impersonation banner shows only while a master acts as someone (docs/impersonation.md): its code loads then,
// server-rendered as before, not with every signed-in page's first load (docs/benchmarks.md "Session 18: home's first
// load"). React.lazy rather than next/dynamic: Turbopack copies next/dynamic's loader into each chunk that uses it,
// and this layout's chunk is on every signed-in page.
import { lazy, Suspense, type ComponentProps } from 'react';

const ImpersonationBanner = lazy(() => import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })));

export function ImpersonationBannerOnDemand(props: ComponentProps<typeof ImpersonationBanner>) {
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner {...props} />
    </Suspense>
  );
}
