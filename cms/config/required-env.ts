import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** A secret the cms cannot run without: `npm start` writes them to cms/.env on first start. */
export function requiredEnv(env: Env, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set: run \`npm start\` once (it writes cms/.env) or see cms/.env.example`);
  return value;
}
