import { readFileSync } from 'node:fs';
import path from 'node:path';

// The backoffice is a static build of its own (Vite serves `public/`): it carries a copy of the site's icon.
it('shows the same icon as the site', () => {
  const read = (file: string) => readFileSync(path.join(__dirname, '..', '..', file), 'utf8');
  expect(read('backoffice/public/favicon.svg')).toBe(read('site/app/icon.svg'));
});
