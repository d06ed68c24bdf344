// Writes docs/routes.md from the route contracts (issue #39); domain's unit tests fail while it differs from them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeListMarkdown, ROUTE_CONTRACTS } from '@cep/domain/contracts';

const target = fileURLToPath(new URL('../docs/routes.md', import.meta.url));
writeFileSync(target, routeListMarkdown(ROUTE_CONTRACTS));
console.log(`[cep] ${target} written`);
