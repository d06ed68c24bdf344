// Compiles the cms once before the suites; each suite then boots Strapi from dist/.
const { compileStrapi } = require('@strapi/strapi');

module.exports = async () => {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  await compileStrapi({ appDir: require('node:path').resolve(__dirname, '..', '..') });
};
