// Typing into a server-rendered page before React has hydrated it is lost: the text lands in the DOM, but the
// component's state never hears of it (React 19 keeps the typed value on hydration and fires no change), so whatever
// the text should bring (a hint, a search) never comes. `goto` resolves on the load event, which can come before
// React's hydration task has run on a loaded 2-core machine, and a heading that is visible proves nothing: it was
// server-rendered. The real signal is React's own: it attaches a node's props (`__reactProps$…`) when it hydrates or
// creates that node, and from then on it handles the node's events (an event during a hydration in progress makes
// React hydrate synchronously first). So the first interaction with a control after a `goto` waits for that.
import { expect, type Locator } from '@playwright/test';

/** Waits until React has taken over the element (hydrated or rendered it on the client). */
export async function expectHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: `React has hydrated ${control}`,
      intervals: [50, 100, 250],
    })
    .toBe(true);
}

/** `fill` once React listens to the field (see the top of this file). */
export async function fillHydrated(field: Locator, value: string): Promise<void> {
  await expectHydrated(field);
  await field.fill(value);
}

/** `check` once React listens to the box. */
export async function checkHydrated(box: Locator): Promise<void> {
  await expectHydrated(box);
  await box.check();
}

/** `selectOption` once React listens to the list. */
export async function selectHydrated(list: Locator, value: string | { index: number }): Promise<void> {
  await expectHydrated(list);
  await list.selectOption(value);
}
