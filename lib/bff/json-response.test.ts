/** @jest-environment node */
import { COMPRESSION_MIN_BYTES, jsonResponse } from './json-response';

/** A JSON body of exactly `bytes` bytes once serialised. */
const bodyOf = (bytes: number) => ({ text: 'a'.repeat(bytes - '{"text":""}'.length) });

describe('jsonResponse', () => {
  it('answers JSON, no-store by default, with the status given', async () => {
    const response = jsonResponse({ error: 'validation' }, { status: 422 });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await response.json()).toEqual({ error: 'validation' });
  });

  it('marks an answer below the compression threshold no-transform, and one at it not', () => {
    expect(JSON.stringify(bodyOf(COMPRESSION_MIN_BYTES))).toHaveLength(COMPRESSION_MIN_BYTES);
    expect(jsonResponse(bodyOf(COMPRESSION_MIN_BYTES - 1)).headers.get('cache-control')).toBe('no-store, no-transform');
    expect(jsonResponse(bodyOf(COMPRESSION_MIN_BYTES)).headers.get('cache-control')).toBe('no-store');
  });

  it('counts bytes, not characters: accented text crosses the threshold sooner', () => {
    const accented = { text: 'ç'.repeat(COMPRESSION_MIN_BYTES / 2) };
    expect(JSON.stringify(accented).length).toBeLessThan(COMPRESSION_MIN_BYTES);
    expect(jsonResponse(accented).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the caller’s headers and its own Cache-Control, adding no-transform once', () => {
    const cached = jsonResponse({ title: 'Termos' }, { headers: { 'cache-control': 'public, max-age=600', 'retry-after': '30' } });
    expect(cached.headers.get('cache-control')).toBe('public, max-age=600, no-transform');
    expect(cached.headers.get('retry-after')).toBe('30');
    expect(jsonResponse({}, { headers: { 'cache-control': 'no-store, No-Transform' } }).headers.get('cache-control')).toBe('no-store, No-Transform');
  });
});
