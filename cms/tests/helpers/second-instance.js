// A second cms process on the suite's database (same environment, another port): what a second instance
// behind a load balancer would be. Prints « PORT n » once it listens; stops on SIGTERM.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..', '..');

(async () => {
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.server.mount();
  await new Promise((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`PORT ${strapi.server.httpServer.address().port}\n`);
  process.on('SIGTERM', () => {
    strapi
      .destroy()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
})().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
