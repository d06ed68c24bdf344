/** cms integration tests: a real Strapi booted in-process on a temporary database per suite. */
module.exports = {
  // Strapi's modules loaded once per worker rather than once per suite (tests/helpers/shared-strapi-environment.js).
  testEnvironment: '<rootDir>/tests/helpers/shared-strapi-environment.js',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // `<rootDir>/.tmp/` rather than `.tmp`, which would also match /tmp.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/.tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/'],
  watchPathIgnorePatterns: ['<rootDir>/.tmp/', '<rootDir>/dist/'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: { module: 'commonjs', esModuleInterop: true, strict: true, skipLibCheck: true, types: ['jest', 'node'] },
        isolatedModules: true,
      },
    ],
  },
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts',
  // A bound that stops a hang: CI runs the suite on SQLite and on PostgreSQL side by side, on two cores.
  testTimeout: 180000,
};
