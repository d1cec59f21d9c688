import { z } from './z.ts';

/** The input of a handler that takes none (no query, no body): anything sent is ignored. */
export const noInputSchema = z.object({});
