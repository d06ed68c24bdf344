const path = require('node:path');

// Unit tests of the site's pure logic and server actions; pages and components are tested end to end (e2e/).
module.exports = {
  ...require('../jest.preset.cjs'),
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Outside React Server Components the marker package throws on import: tests load the server modules directly.
    '^server-only$': path.join(path.dirname(require.resolve('server-only', { paths: [__dirname] })), 'empty.js'),
  },
};
