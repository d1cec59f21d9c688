import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (its shared zod schema, and zod) is fetched at the form's first
 * validation, not with the page: a form visible at once is checked only once the customer types or
 * sends, so that code need not weigh on the page's first load. Create it once, at module level
 * (a new one per render would fetch again). A failed fetch is tried again at the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(load: () => Promise<Resolver<TInput, unknown, TOutput>>): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  return (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading.then((resolve) => resolve(values, context, options));
  };
}
