import { z } from 'zod';

/**
 * Every schema of this package takes zod from here, so this runs before the first schema exists. The site and
 * the backoffice run under a Content-Security-Policy without 'unsafe-eval': zod must not probe `new Function`
 * for its compiled fast path (the browser reports each probe as a violation). Parsing is the same without it.
 */
z.config({ jitless: true });

export { z };
