import { defineConfig } from 'tsup';

// CJS for Strapi (compiled to CommonJS), ESM for Next.js and Vite.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['cjs', 'esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // The two small official tables are bundled, so consumers never resolve JSON at run time.
  noExternal: ['@etalab/decoupage-administratif'],
});
