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
