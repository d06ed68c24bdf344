// A second cms process on the test's database (same environment): it boots, says so, waits for the parent's
// go (a short pause), then runs the hourly alert job at the given time and prints whether it ran it.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

(async () => {
  const appDir = path.resolve(__dirname, '..', '..');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  const { runAlertDigests } = require(path.join(appDir, 'dist', 'src', 'api', 'alert', 'services', 'alert-jobs.js'));
  process.stdout.write('booted\n');
  const report = await runAlertDigests(strapi, new Date(process.argv[2]));
  process.stdout.write(`ran:${report !== null}\ndone\n`);
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
