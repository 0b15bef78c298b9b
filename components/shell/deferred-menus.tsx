'use client';
// The header's menus load after first paint. Their code (Radix NavigationMenu, Popover and its positioning) is not
// needed to draw the page: until it arrives, plain buttons with the same faces stand in for the triggers
// (menu-triggers.tsx), so the swap moves nothing. It is fetched once the page has loaded and the browser is idle
// (after-load.ts); a press on a stand-in fetches it at once and opens the menu as soon as it is there, focus on its
// button. If it cannot load (offline), the stand-in stays and the next press tries again.
// docs/benchmarks.md "First-load JavaScript".
import { startTransition, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/lib/users/types';
import type { CurrentPromotion } from '@/lib/promotions/types';
import { useAfterLoad } from './after-load';
import { MEGA_MENU_TRIGGER_CLASSES, MegaMenuFace, USER_MENU_TRIGGER_CLASSES, UserMenuFace } from './menu-triggers';

/** A module fetched once per page load, when first wanted; `useLoaded` says when it is there. */
function deferred<M>(load: () => Promise<M>) {
  const state: { module: M | null; loading: Promise<M> | null } = { module: null, loading: null };
  const get = () =>
    (state.loading ??= load().then(
      (module) => (state.module = module),
      (error: unknown) => {
        state.loading = null;
        throw error;
      },
    ));
  /** `attempt`: a new press after a failed load tries again. */
  function useLoaded(wanted: boolean, attempt: number): M | null {
    const [module, setModule] = useState<M | null>(() => state.module);
    useEffect(() => {
      if (!wanted || module) return;
      let live = true;
      get().then(
        // A transition: React renders the menus in slices between the browser's other work, not as one long task
        // right after load (it counted in Lighthouse's blocking time on every signed-in page).
        (next) => live && startTransition(() => setModule(next)),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted, module, attempt]);
    return module;
  }
  return useLoaded;
}

const useMegaMenuModule = deferred(() => import('./mega-menu'));
const useUserMenuModule = deferred(() => import('./user-menu'));

/** A stand-in's state: pressed (the menu opens on arrival, the press retries a failed load) and focused. */
function useStandIn() {
  const [pressed, setPressed] = useState(0);
  const [focused, setFocused] = useState(false);
  const props = {
    onClick: () => setPressed((count) => count + 1),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  return { pressed: pressed > 0, pressCount: pressed, focused, props };
}

export interface DeferredMegaMenuProps {
  user: CurrentUser;
  promotion: CurrentPromotion | null;
}

export function DeferredMegaMenu({ user, promotion }: DeferredMegaMenuProps) {
  const t = useTranslations('shell');
  const ready = useAfterLoad();
  const standIn = useStandIn();
  const loaded = useMegaMenuModule(ready || standIn.pressed, standIn.pressCount);
  if (loaded) return <loaded.HeaderMegaMenu user={user} promotion={promotion} initiallyOpen={standIn.pressed} focusTrigger={standIn.pressed || standIn.focused} />;
  return (
    // What Radix NavigationMenu renders for the closed menu: nav > div > ul > li > button.
    <nav aria-label={t('header.mainNavigation')} data-orientation="horizontal" dir="ltr">
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal">
          <li>
            <button type="button" aria-expanded={false} data-state="closed" className={MEGA_MENU_TRIGGER_CLASSES} {...standIn.props}>
              <MegaMenuFace open={false} />
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}

export function DeferredUserMenu({ user }: { user: CurrentUser }) {
  const ready = useAfterLoad();
  const standIn = useStandIn();
  const loaded = useUserMenuModule(ready || standIn.pressed, standIn.pressCount);
  if (loaded) return <loaded.UserMenu user={user} initiallyOpen={standIn.pressed} focusTrigger={standIn.pressed || standIn.focused} />;
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} data-state="closed" className={USER_MENU_TRIGGER_CLASSES} {...standIn.props}>
      <UserMenuFace user={user} />
    </button>
  );
}
