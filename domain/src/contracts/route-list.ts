import { accessWords } from './openapi';
import { routeKey, type AnyContract } from './route';

/**
 * `docs/routes.md`: the routes made from contracts, by feature, as a table (route, who may call, what it does). Written
 * by `npm run routes`; a test fails while the file differs from the contracts.
 */
export function routeListMarkdown(features: Record<string, Record<string, AnyContract>>): string {
  const lines = [
    '# The cms routes made from contracts',
    '',
    'Generated from `domain/src/contracts/` by `npm run routes` (a unit test fails while this file differs from them).',
    'Every path is under the cms’s `/api`. Refusals answer `{ code, message | errors }` (spec 01 §7). Staff read the',
    'same as an OpenAPI document at `GET /api/reference/openapi.json`.',
  ];
  for (const [feature, routes] of Object.entries(features)) {
    lines.push('', `## ${feature}`, '', '| route | who may call | what it does |', '| --- | --- | --- |');
    for (const contract of Object.values(routes)) {
      // A pipe inside a cell (a parameter's pattern) would end it: escaped, as GitHub's tables read it.
      lines.push(`| \`${routeKey(contract).replaceAll('|', '\\|')}\` | ${accessWords(contract.access)} | ${contract.summary} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
