import { defineConfig } from 'tsup';

// CJS for Strapi (compiled to CommonJS), ESM for Next.js and Vite.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['cjs', 'esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
