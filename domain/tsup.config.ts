import { defineConfig } from 'tsup';

// CJS for Strapi (compiled to CommonJS), ESM for Next.js and Vite. The messages, constants, format, utm-pairs, site-languages, password-rules and autocomplete entries
// let a browser component take a string, a number or a formatter without the schemas (zod) and the official tables; the
// contracts entry keeps the route contracts (server code only: the cms, the site's server) out of browser bundles.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    messages: 'src/messages.ts',
    constants: 'src/constants.ts',
    format: 'src/format.ts',
    'utm-pairs': 'src/utm-pairs.ts',
    'site-languages': 'src/site-languages.ts',
    'password-rules': 'src/password-rules.ts',
    autocomplete: 'src/autocomplete.ts',
    contracts: 'src/contracts/index.ts',
  },
  splitting: true,
  format: ['cjs', 'esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // The two small official tables are bundled, so consumers never resolve JSON at run time.
  noExternal: ['@etalab/decoupage-administratif'],
});
