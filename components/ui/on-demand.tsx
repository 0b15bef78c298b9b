'use client';
// A component whose code loads the first time it renders: React.lazy inside its own Suspense boundary (nothing shows
// while it loads; a server render waits for it, and hydration keeps the server's HTML until it is there).
// Used instead of next/dynamic on the signed-in pages: Turbopack copies next/dynamic's loader (~1 KiB gzip) into every
// chunk group that uses it, and the 404 page's shell puts one such chunk on every page (docs/benchmarks.md "Session
// 18: home's first load").
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * `load` resolves to the component. `orElse`, when given, is drawn instead if the code cannot be fetched (offline, a
 * new release): the page goes on without it, and the next render tries to fetch it again. Without it, the failure
 * reaches the nearest error boundary.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, orElse?: ComponentType<P>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          if (!orElse) throw error;
          // React keeps a lazy component's failure for good: the next render uses a fresh one, which fetches again.
          Lazy = attempt();
          return { default: orElse };
        },
      ),
    );
  let Lazy = attempt();
  function OnDemand(props: P) {
    const Current = Lazy;
    return (
      <Suspense fallback={null}>
        <Current {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
