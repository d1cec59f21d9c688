import { REQUEST_ID_HEADER, requestIdOf, safeRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sent = (value: string) => new Headers({ [REQUEST_ID_HEADER]: value });

describe('requestIdOf', () => {
  it('generates a fresh UUID for each request without a trusted proxy, whatever the client sent', () => {
    const first = requestIdOf(sent('client-chosen-id'), false);
    expect(first).toMatch(UUID);
    expect(requestIdOf(sent('client-chosen-id'), false)).not.toBe(first);
    expect(requestIdOf(new Headers(), false)).toMatch(UUID);
  });

  it('takes a trusted proxy’s safe id (trimmed), and generates one for an unsafe or missing id', () => {
    expect(requestIdOf(sent(' 1-67891233-abcdef012345678912345678 '), true)).toBe('1-67891233-abcdef012345678912345678');
    expect(requestIdOf(sent('<script>'), true)).toMatch(UUID);
    expect(requestIdOf(sent('x'.repeat(65)), true)).toMatch(UUID);
    expect(requestIdOf(new Headers(), true)).toMatch(UUID);
  });
});

describe('safeRequestId', () => {
  it('keeps letters, digits and ._:- up to 64 characters; nothing else', () => {
    expect(safeRequestId('gru1::abc.def-1_2')).toBe('gru1::abc.def-1_2');
    expect(safeRequestId('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of [null, undefined, '', ' ', '-leading', 'a b', 'a\r\nSet-Cookie: x', 'a'.repeat(65), 'é']) expect(safeRequestId(bad)).toBeUndefined();
  });
});
