import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated this element (it then carries React's props). A click before that is the
 * browser's alone, and hydration puts a controlled input back to the state the server drew: on a slow machine
 * a test can get there first, as a visitor on a slow phone can.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return locator;
}
