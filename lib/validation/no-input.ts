import * as z from 'zod/mini';

/** The input of a handler that takes none (no query, no body): anything sent is ignored. */
export const noInputSchema = z.object({});
