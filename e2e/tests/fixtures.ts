import { test as base } from '@playwright/test';
import { siteSession, type Role } from './sessions';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with `signedInAs`: `test.use({ signedInAs: 'recruteur' })` opens each test's page in a session
 * signed in for that test alone (sessions.ts says why none is shared).
 */
export const test = base.extend<{ signedInAs: Role | null }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? await siteSession(signedInAs) : storageState);
  },
});
