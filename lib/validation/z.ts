import { z } from 'zod';

/**
 * zod, as every schema of the portal imports it. Zod compiles its object parsers with
 * `new Function` where eval is allowed, and probes for it first; the pages' Content-Security-Policy
 * allows no eval, and a browser reports even the probe as a violation. `jitless` parses without it
 * (the parsers are as correct, and fast enough for forms and handlers).
 */
z.config({ jitless: true });

export { z };
