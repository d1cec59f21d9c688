import 'server-only';
import { headers } from 'next/headers';
import { unavailableFailure, type LoadFailed, type Unavailable } from '@/lib/bff/client';
import { currentRequestId } from './request-context';
import { REQUEST_ID_HEADER, safeRequestId } from './request-id';
import { supportCodeOf } from './support-code';

/**
 * The id of the request this code runs for: a route handler's (its context, lib/bff/handler.ts) or
 * a page's (the `x-request-id` proxy.ts gives every page request); undefined outside a request.
 */
export async function pageRequestId(): Promise<string | undefined> {
  const handlers = currentRequestId();
  if (handlers) return handlers;
  try {
    return safeRequestId((await headers()).get(REQUEST_ID_HEADER));
  } catch (error) {
    // Next's own signals (a static render turning dynamic, …) carry a digest and go on.
    if (typeof error === 'object' && error !== null && 'digest' in error) throw error;
    return undefined; // outside a request: start-up, tests
  }
}

/** The support code of this page request ('K7Q2-9XWD'), shown with a failure the server renders. */
export async function pageSupportCode(): Promise<string | undefined> {
  const requestId = await pageRequestId();
  return requestId === undefined ? undefined : supportCodeOf(requestId);
}

/** A page's server read without a usable answer, with the page request's support code. */
export async function pageUnavailable(): Promise<Unavailable> {
  const supportCode = await pageSupportCode();
  return supportCode ? { kind: 'unavailable', supportCode } : { kind: 'unavailable' };
}

/**
 * A page's own failed server read, as LoadFailure's `failure`: the page's own words (a 'refused'
 * without a message shows the page's message, and opens no dialog) with the request's support code.
 */
export async function pageReadFailure(): Promise<Pick<LoadFailed, 'problem' | 'supportCode'>> {
  return unavailableFailure(await pageUnavailable()) ?? { problem: 'refused' };
}
