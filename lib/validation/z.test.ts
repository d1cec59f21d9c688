/** @jest-environment node */
import { z } from './z';

describe('zod as the portal configures it, on the server', () => {
  it('keeps the compiled parsers (no CSP applies there) and parses as before', () => {
    expect(z.config({}).jitless).toBe(false);
    const schema = z.object({ start: z.iso.datetime(), free: z.number().int() });
    expect(schema.parse({ start: '2026-11-27T10:00:00.000Z', free: 2, extra: 1 })).toEqual({ start: '2026-11-27T10:00:00.000Z', free: 2 });
    expect(schema.safeParse({ start: 'amanhã', free: 2 }).success).toBe(false);
  });
});
