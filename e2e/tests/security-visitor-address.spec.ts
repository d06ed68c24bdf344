import { spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { visitorAddress } from '../../site/lib/session/visitor-address';

/**
 * Issue #10, item 5: the site tells the cms who its visitor is (SITE_PROXY_SECRET, given to the site by
 * `npm start`), from the address its socket saw and a configured number of trusted proxies — never from what the
 * visitor wrote in X-Forwarded-For. The e2e stack runs the site as if behind one proxy (SITE_TRUSTED_PROXY_COUNT=1
 * in playwright.config.ts), so a browser context's X-Forwarded-For plays the proxy's part.
 */

test.describe('the visitor address the site derives', () => {
  test('counts trusted proxies back from the socket, never from the left', () => {
    // The last entry is the socket's peer (runtime/forwarded-for.cjs appends it).
    expect(visitorAddress('127.0.0.1', 0)).toBe('127.0.0.1');
    expect(visitorAddress('6.6.6.6, 127.0.0.1', 0)).toBe('127.0.0.1');
    expect(visitorAddress('6.6.6.6, 198.51.100.4, 10.0.0.2', 1)).toBe('198.51.100.4');
    expect(visitorAddress('198.51.100.4, 10.0.0.9, 10.0.0.2', 2)).toBe('198.51.100.4');
    expect(visitorAddress('::ffff:192.0.2.1', 0)).toBe('192.0.2.1');
    expect(visitorAddress('pas-une-adresse, 127.0.0.1', 1)).toBeNull();
    expect(visitorAddress('', 0)).toBeNull();
  });

  test('the preload appends the socket address to what the client wrote', async () => {
    const preload = path.join(__dirname, '..', '..', 'site', 'runtime', 'forwarded-for.cjs');
    const server = spawn(
      process.execPath,
      [
        '--require',
        preload,
        '-e',
        "require('node:http').createServer((q, s) => s.end(q.headers['x-forwarded-for'])).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n') })",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = await new Promise<number>((resolve) =>
        server.stdout.once('data', (chunk: Buffer) => resolve(Number(/\d+/.exec(chunk.toString())?.[0]))),
      );
      const echo = (headers: Record<string, string>) =>
        new Promise<string>((resolve, reject) => {
          const req = get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          });
          req.on('error', reject);
        });
      expect(await echo({ 'x-forwarded-for': '6.6.6.6' })).toBe('6.6.6.6, 127.0.0.1');
      expect(await echo({})).toBe('127.0.0.1');
    } finally {
      server.kill();
    }
  });
});

async function visitor(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

async function askReset(page: Page, email: string): Promise<string> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /Aucun compte|Trop de tentatives/ });
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  await page.reload();
  return text;
}

test('one visitor locked out of password resets leaves the others alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await visitor(browser, '198.51.100.21');
  await first.goto('/forgot-password');
  // Ten requests per visitor address in 15 minutes (cms/src/middlewares/auth-throttle.ts), each for another address.
  for (let i = 0; i < 10; i += 1) expect(await askReset(first, `inconnu${i}.${Date.now()}@nulle-part.fr`)).toContain('Aucun compte');
  expect(await askReset(first, `inconnu-de-trop.${Date.now()}@nulle-part.fr`)).toContain('Trop de tentatives');

  const second = await visitor(browser, '198.51.100.22');
  await second.goto('/forgot-password');
  expect(await askReset(second, `autre.${Date.now()}@nulle-part.fr`)).toContain('Aucun compte');
  await first.context().close();
  await second.context().close();
});
