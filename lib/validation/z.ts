import { z } from 'zod';

/**
 * zod as the server's own schemas import it (the insurer's answers, URL queries, sessions). The
 * schemas a form shares with its route handler (lib/validation/*.ts, lib/cv/json-resume.ts) import
 * `zod/mini` instead: the same checks and messages, but only the parts a page uses reach the
 * browser, where this namespace would bring all of zod and every locale (90 kB gzip).
 *
 * Zod compiles its object parsers with `new Function` where eval is allowed, and probes for it
 * first; the pages' Content-Security-Policy allows no eval, and a browser reports even the probe as
 * a violation. So in the browser `jitless` parses without it (as correct, and fast enough for
 * forms; zod/mini never compiles). On the server, where no CSP applies, the compiled parsers are
 * kept: they read the insurer's answers on every page (a booking page's ~800 slots parse about
 * 40 % faster).
 */
z.config({ jitless: typeof window !== 'undefined' });

export { z };
