// Before axe reads colours: let finite CSS animations and transitions end (a toast fading in or out is
// semi-transparent, and its text then fails the contrast check although it passes at rest). Infinite ones (spinners,
// skeletons) are not waited for; after 5 s the check goes ahead anyway.
import type { Page } from '@playwright/test';

export async function finishAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Keeps the toasts on screen, at rest, while axe reads them: a toast's 3 s timer can run out during an axe run of a
 * second or more on a loaded machine, and its fade-out then fails the contrast check mid-way (teams.spec.ts did once).
 * The pointer over a toast pauses every toast's timer (sonner does so for a user reading one), so the toasts are
 * checked in their final colours. A modal dialog makes everything outside it ignore the pointer (its scrim takes it):
 * the toaster takes the pointer back for the hold. Returns the release: the pointer leaves, and the timers run on.
 */
export async function holdToasts(page: Page): Promise<() => Promise<void>> {
  const toast = page.locator('[data-sonner-toast][data-removed="false"][data-visible="true"]').first();
  if ((await toast.count()) === 0) return async () => undefined;
  const pointer = (value: string | null) =>
    page.evaluate((v) => {
      for (const toaster of document.querySelectorAll<HTMLElement>('[data-sonner-toaster]')) {
        if (v) toaster.style.setProperty('pointer-events', v);
        else toaster.style.removeProperty('pointer-events');
      }
    }, value);
  await pointer('auto');
  const held = await toast.hover({ timeout: 1_000 }).then(
    () => true,
    () => false, // gone meanwhile: nothing left to hold
  );
  return async () => {
    if (held) await page.mouse.move(0, 0);
    await pointer(null);
  };
}
