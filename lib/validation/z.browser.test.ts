import { z } from './z';

describe('zod as the portal configures it, in the browser', () => {
  it('parses without eval (the pages allow none: CSP)', () => {
    expect(z.config({}).jitless).toBe(true);
    const evaluate = jest.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Mariana' })).toEqual({ name: 'Mariana' });
    expect(evaluate).not.toHaveBeenCalled();
  });
});
