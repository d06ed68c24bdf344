import { types } from 'node:util';

/**
 * What a caught value says, for a log line: an Error's message, or the value itself (a library may throw anything).
 * Told by `isNativeError` rather than `instanceof Error`, which is false for an error made in another realm (the
 * cms suites run Cep's sources beside the compiled cms: cms/tests/helpers/shared-strapi-environment.js).
 */
export const errorMessage = (error: unknown): string => (types.isNativeError(error) ? error.message : String(error));
