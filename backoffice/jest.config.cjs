// Unit tests of the backoffice's providers; its screens are tested end to end (e2e/).
module.exports = {
  ...require('../jest.preset.cjs'),
  // config.ts reads Vite's import.meta.env, which CommonJS cannot compile: the tests set the cms URL themselves.
  moduleNameMapper: { '^\\./config$': '<rootDir>/tests/config.ts' },
  setupFilesAfterEnv: ['<rootDir>/tests/session-storage.ts'],
};
