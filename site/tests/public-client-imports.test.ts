import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue #17 item 7: first-load JavaScript. The domain package's main entry carries zod and the official tables
 * (≈ 41 KB gzipped). What every page ships (the root layout: header, menus, campaign capture) and the public pages
 * whose client components everyone gets (home, lists, articles, company and school pages) take only its small entries
 * (`@cep/domain/messages`, `/constants`, `/format`, `/utm-pairs`, `/autocomplete`) or types. Forms keep their zod schema
 * (the client checks with the server's schema); they ship with their own page, or load when their popup opens.
 * Likewise for the labels: those browser components import their namespace of the dictionary, not all of it.
 * Walks the import graph: what a `'use client'` file imports statically ships with the page (a dynamic
 * `import()` loads later and is left out, as the login and apply forms are; a `'use server'` module ships as a
 * reference). Every page under `(public)` and `(candidature)` is walked: a page added there is checked too.
 */
const SITE = path.join(__dirname, '..');
const APP = path.join(SITE, 'app');

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SITE, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Static imports and re-exports that stay in the bundle, side-effect imports included: `import type …`,
 * `export type …` and imports of types only are erased.
 */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    const names =
      clause
        .match(/\{([\s\S]*)\}/)?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [];
    const onlyTypes =
      !clause
        .replace(/\{[\s\S]*\}/, '')
        .replace(/,/g, '')
        .trim() && names.every((n) => n.startsWith('type '));
    if (!typeOnly && !onlyTypes) found.push(specifier);
  }
  for (const match of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

/** What every page ships: the root layout (header, menus, campaign capture) and its error and not-found pages. */
const everyPage = ['layout.tsx', 'error.tsx', 'not-found.tsx'].map((file) => path.join(APP, file));

/** Every page a visitor can open, found on disk (the public and apply route groups), with what every page ships. */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => path.join(dir, file));
}
const visitorPages = [...pagesUnder(path.join(APP, '(public)')), ...pagesUnder(path.join(APP, '(candidature)'))];

/** The pages that are a form: they check with the server's zod schema, so they take the domain's main entry. */
const formPages = [
  '(public)/connexion/page.tsx',
  '(public)/contact/page.tsx',
  '(public)/forgot-password/page.tsx',
  '(public)/inscription/page.tsx',
  '(public)/inscription/popup/[type]/page.tsx',
  '(public)/reset-password/page.tsx',
  '(candidature)/offres/[id]/postuler/page.tsx',
].map((file) => path.join(APP, file));

/** Every module that ships to the browser from these entries, with the client file that brought it in. */
function clientModules(entries: string[], { later = false } = {}): Map<string, string> {
  const client = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, clientRoot: string | null) => {
    const key = `${file}|${clientRoot ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    if (/^['"]use server['"]/m.test(source)) return;
    const root = clientRoot ?? (/^['"]use client['"]/m.test(source) ? file : null);
    if (root) client.set(file, root);
    // `later`: also what a client module loads with `import()` (it ships too, in a chunk of its own).
    const loaded = later && root ? [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!) : [];
    for (const specifier of [...staticImports(source), ...loaded]) {
      if (specifier.startsWith('@/') || specifier.startsWith('.')) {
        const next = resolve(file, specifier);
        if (next) visit(next, root);
      }
    }
  };
  entries.forEach((entry) => visit(entry, null));
  return client;
}

/** The shipped modules importing `target` (a package name, or a site module compared by its resolved file). */
function importing(modules: Map<string, string>, target: string) {
  const file = target.startsWith('@/') ? resolve(SITE, target) : null;
  const matches = (from: string, specifier: string) =>
    file ? (specifier.startsWith('@/') || specifier.startsWith('.')) && resolve(from, specifier) === file : specifier === target;
  return [...modules.entries()]
    .filter(([from]) => staticImports(readFileSync(from, 'utf8')).some((specifier) => matches(from, specifier)))
    .map(([from, root]) => `${path.relative(SITE, from)} (shipped by ${path.relative(SITE, root)})`);
}

describe('public pages’ browser code', () => {
  const modules = clientModules([...everyPage, ...visitorPages]);

  it('finds the client components of the public pages (the walk reaches them)', () => {
    const names = [...modules.keys()].map((file) => path.relative(SITE, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'components/layout/MobileMenu.tsx',
        'components/offers/AlertButton.tsx',
        'components/applications/ApplyPopup.tsx',
      ]),
    );
    expect(formPages.every((page) => visitorPages.includes(page))).toBe(true);
  });

  it.each(visitorPages.filter((page) => !formPages.includes(page)).map((page) => [path.relative(APP, page)]))(
    '%s never takes the domain package’s main entry (zod and the official tables)',
    (page) => {
      expect(importing(clientModules([...everyPage, path.join(APP, page)]), '@cep/domain')).toEqual([]);
    },
  );
});

describe('browser code anywhere, members’ pages included', () => {
  const everyEntry = pagesUnder(APP).concat(
    readdirSync(APP, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)(layout|template|loading|error|global-error|not-found|forbidden|default)\.tsx$/.test(file))
      .map((file) => path.join(APP, file)),
  );

  it('takes the dictionary’s namespaces it needs, never the whole dictionary (70 KB of labels), popups’ code included', () => {
    const modules = clientModules(everyEntry, { later: true });
    expect([...modules.keys()].map((file) => path.relative(SITE, file))).toEqual(
      expect.arrayContaining([
        'components/auth/LoginForm.tsx',
        'components/messaging/UnreadBadge.tsx',
        'components/forms/RichTextEditor.tsx',
      ]),
    );
    expect(importing(modules, '@/lib/i18n/fr')).toEqual([]);
  });
});

describe('what every page ships', () => {
  const modules = clientModules(everyPage);

  it('finds the header’s client components (the walk reaches them)', () => {
    expect([...modules.keys()].map((file) => path.relative(SITE, file))).toEqual(
      expect.arrayContaining(['components/layout/MobileMenu.tsx', 'components/auth/LoginDialogLink.tsx', 'app/error.tsx']),
    );
  });

  it.each(['layout', 'auth', 'messaging'])(
    'takes no word of the %s namespace: the server labels the header, members load their messaging badge apart',
    (namespace) => {
      expect(importing(modules, `@/lib/i18n/fr/${namespace}`)).toEqual([]);
    },
  );

  it('loads its popups and badges with React’s lazy, never next/dynamic (2.5 KB of Next’s loader on every page)', () => {
    expect(importing(modules, 'next/dynamic')).toEqual([]);
  });

  it('loads the popups’ dialog when a visitor moves to one, not with every page', () => {
    expect(importing(modules, '@/components/forms/ModalDialog')).toEqual([]);
  });

  it('loads the campaign capture only on visits that arrive with one', () => {
    expect(importing(modules, '@/lib/campaign')).toEqual([]);
  });

  it('loads the unread badge and its live stream only where a member sees them', () => {
    expect(importing(modules, '@/components/messaging/UnreadBadge')).toEqual([]);
    expect(importing(modules, '@/lib/live/messaging-live')).toEqual([]);
  });
});
