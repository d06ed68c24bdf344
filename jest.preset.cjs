// Shared jest setup for the TypeScript packages (domain, search): ts-jest compiles to CommonJS.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', moduleResolution: 'node', allowJs: true, esModuleInterop: true, isolatedModules: true } },
    ],
  },
  // meilisearch ships ESM only: let ts-jest turn it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!meilisearch)'],
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
};
