import { z } from 'zod';

/**
 * zod, as every schema of the portal imports it. Zod compiles its object parsers with
 * `new Function` where eval is allowed, and probes for it first; the pages' Content-Security-Policy
 * allows no eval, and a browser reports even the probe as a violation. So in the browser `jitless`
 * parses without it (as correct, and fast enough for forms). On the server, where no CSP applies,
 * the compiled parsers are kept: they read the insurer's answers on every page (a booking page's
 * ~800 slots parse about 40 % faster).
 */
z.config({ jitless: typeof window !== 'undefined' });

export { z };
