/** @jest-environment node */
import { withRequestId } from './request-context';
import { supportCodeOf } from './support-code';
import { pageReadFailure, pageRequestId, pageSupportCode } from './page-request';

// A page's request headers (proxy.ts's x-request-id); outside a request, next/headers throws.
const pageHeaders = jest.fn<Promise<Headers>, []>();
jest.mock('next/headers', () => ({ headers: () => pageHeaders() }));
beforeEach(() => pageHeaders.mockReset().mockRejectedValue(new Error('`headers` was called outside a request scope')));
const onPage = (id: string) => pageHeaders.mockResolvedValue(new Headers({ 'x-request-id': id }));

describe('the request id and support code of a page request', () => {
  it('is the x-request-id proxy.ts gave the page', async () => {
    onPage('5d0c9f6e-1c1b-4a8e-9a51-6a8f3f1f2b11');
    await expect(pageRequestId()).resolves.toBe('5d0c9f6e-1c1b-4a8e-9a51-6a8f3f1f2b11');
    await expect(pageSupportCode()).resolves.toBe(supportCodeOf('5d0c9f6e-1c1b-4a8e-9a51-6a8f3f1f2b11'));
    await expect(pageReadFailure()).resolves.toEqual({ problem: 'refused', supportCode: supportCodeOf('5d0c9f6e-1c1b-4a8e-9a51-6a8f3f1f2b11') });
  });

  it('is a route handler’s own id inside its context', async () => {
    onPage('page-id');
    await expect(withRequestId('handler-id', () => pageRequestId())).resolves.toBe('handler-id');
    expect(pageHeaders).not.toHaveBeenCalled();
  });

  it('is none outside a request, or when the header is not a safe id (a page proxy.ts did not see)', async () => {
    await expect(pageRequestId()).resolves.toBeUndefined();
    await expect(pageSupportCode()).resolves.toBeUndefined();
    await expect(pageReadFailure()).resolves.toEqual({ problem: 'refused' });
    onPage('<img src=x>');
    await expect(pageRequestId()).resolves.toBeUndefined();
    pageHeaders.mockResolvedValue(new Headers());
    await expect(pageSupportCode()).resolves.toBeUndefined();
  });
});

it('lets Next.js’s own signals through (a static render that turns dynamic)', async () => {
  const dynamicUsage = Object.assign(new Error('Dynamic server usage: headers'), { digest: 'DYNAMIC_SERVER_USAGE' });
  pageHeaders.mockRejectedValue(dynamicUsage);
  await expect(pageRequestId()).rejects.toBe(dynamicUsage);
});
