import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (its shared zod schema, zod, and the zod resolver itself) is fetched
 * at the form's first validation, not with the page: a form visible at once is checked only once the
 * customer types or sends, so that code need not weigh on the page's first load. `load` gets
 * zodResolver and fetches the schema:
 * `lazyResolver((zodResolver) => import('@/lib/validation/x').then((schemas) => zodResolver(schemas.xSchema)))`.
 * Create it once, at module level (a new one per render would fetch again). A failed fetch is tried
 * again at the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: (resolverOf: typeof zodResolver) => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  return (values, context, options) => {
    loading ??= import('@hookform/resolvers/zod').then((resolvers) => load(resolvers.zodResolver)).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading.then((resolve) => resolve(values, context, options));
  };
}
