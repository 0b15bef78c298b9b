// The accessibility check every journey runs on its screens: axe's WCAG 2.0/2.1 A and AA rules, after animations
// settle; only serious and critical violations fail a journey (DEVELOPERS.md "Looks and feels like a product").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finishAnimations, holdToasts } from './animations';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Runs `builder` on the page at rest: toasts held in their final colours (holdToasts), finite animations ended. */
export async function analyzeAtRest(page: Page, builder: AxeBuilder): Promise<AxeResults> {
  const release = await holdToasts(page);
  try {
    await finishAnimations(page);
    return await builder.analyze();
  } finally {
    await release();
  }
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // A frame sandboxed without scripts (the email preview's srcdoc) can run no axe: evaluating in it never returns.
  // Its content is the email as sent, not a screen of ours; the dialog around it is checked.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe[sandbox=""]');
  const results = await analyzeAtRest(page, builder);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
