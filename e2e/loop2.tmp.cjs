const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto('http://localhost:3100/connexion');
  await page.getByLabel('Adresse e-mail').fill('recruteur@cep.demo');
  await page.getByLabel('Mot de passe').fill('Vendanges2026!');
  await page.getByRole('button', { name: /connecter|Connexion/ }).last().click();
  await page.waitForURL((u) => !u.pathname.includes('connexion'));
  let lost = 0, healed = 0, never = 0;
  for (let i = 0; i < 60; i++) {
    await page.goto('http://localhost:3100/recrutement/offres?etat=publiee');
    const link = i % 2 ? page.getByRole('link', { name: 'Boost réseaux sociaux' }).first() : page.getByRole('link', { name: /candidature/ }).first();
    await link.click();
    await page.waitForURL((u) => !u.pathname.startsWith('/recrutement/offres'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    if ((await page.title()).trim()) continue;
    lost++;
    const ok = await page.waitForFunction(() => document.title !== '', null, { timeout: 6000 }).then(() => true, () => false);
    ok ? healed++ : never++;
  }
  console.log({ lost, healed, never });
  await browser.close();
})();
