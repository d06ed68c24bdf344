import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { urls } from '../ports';
import { ACCOUNTS, backofficeState, PASSWORD, siteState, type Role, type StaffRole } from './sessions';

// Each role logs in once, through the real login forms; the specs reuse these sessions.
for (const [role, email] of Object.entries(ACCOUNTS) as Array<[Role, string]>) {
  setup(`${role} logs in on the site`, async ({ page }) => {
    await page.goto('/connexion');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/after-login$/);
    await page.context().storageState({ path: siteState(role) });
  });
}

for (const role of ['moderateur', 'editeur'] as StaffRole[]) {
  setup(`${role} logs in on the backoffice`, async ({ page }) => {
    await page.goto(urls.backoffice);
    await page.getByLabel(/Identifiant|Nom d'utilisateur/).fill(ACCOUNTS[role]);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
    await page.getByRole('button', { name: /Connexion|Se connecter/ }).click();
    await expect(page.getByRole('columnheader', { name: 'Titre' })).toBeVisible();
    const session = await page.evaluate(() => Object.entries(sessionStorage));
    mkdirSync(path.dirname(backofficeState(role)), { recursive: true });
    writeFileSync(backofficeState(role), JSON.stringify(session));
  });
}
