import 'server-only';
import type { Instrumentation } from 'next';
import { log } from './log';
import { currentRequestId } from './request-context';
import { REQUEST_ID_HEADER, safeRequestId } from './request-id';
import { supportCodeOf } from './support-code';

type Parameters_ = Parameters<Instrumentation.onRequestError>;

/**
 * One line per error Next.js caught while answering (instrumentation.ts's onRequestError): where
 * (`route`, the route's pattern, and `routeType`), the request's id (a page's is the `x-request-id`
 * proxy.ts gave it), the support code the error page shows (made from the error's digest, the one
 * thing of the error a production browser gets: app/error.tsx) and the error's name only (its
 * message may carry anything).
 */
export function logRequestError(error: Parameters_[0], request: Parameters_[1], context: Parameters_[2]): void {
  const sent = request.headers[REQUEST_ID_HEADER];
  // A route handler's id is its context's; the header only counts where proxy.ts set it (pages).
  const requestId = currentRequestId() ?? (context.routeType === 'route' ? undefined : safeRequestId(typeof sent === 'string' ? sent : undefined));
  const digest = typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  log.error({
    event: 'page.error',
    route: context.routePath,
    routeType: context.routeType,
    requestId,
    supportCode: digest === undefined ? undefined : supportCodeOf(digest),
    error: error instanceof Error ? error.name : typeof error,
  });
}
