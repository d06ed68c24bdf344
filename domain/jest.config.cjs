module.exports = {
  ...require('../jest.preset.cjs'),
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts'],
  coverageReporters: ['text-summary'],
  // Issue #3: the rules are covered at ≥ 95 % of lines and branches.
  coverageThreshold: { global: { lines: 95, branches: 95 } },
};
