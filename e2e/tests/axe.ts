import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page's check: no serious or critical accessibility violation (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  // Next streams the metadata of dynamic pages: the title may land after the body. Every page must have one.
  // Generous: under a loaded CI machine the streamed title can land seconds after the body.
  await expect(page).toHaveTitle(/\S/, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}
