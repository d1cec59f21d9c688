import fc from 'fast-check';
import { normalizeSupportCode, supportCodeOf, SUPPORT_CODE_PATTERN } from './support-code';

describe('supportCodeOf', () => {
  it('is eight unambiguous characters with a dash, the same for the same request id', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const code = supportCodeOf(id);
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
        expect(SUPPORT_CODE_PATTERN.test(code)).toBe(true);
        expect(supportCodeOf(id)).toBe(code);
      }),
    );
  });

  it('tells apart the request ids of a busy day (no collision in 100,000 ids, fixed so the test is repeatable)', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 100_000; i++) codes.add(supportCodeOf(`3f2a9c1e-0000-4000-8000-${i.toString(16).padStart(12, '0')}`));
    expect(codes.size).toBe(100_000);
  });

  it('differs for ids one character apart', () => {
    expect(supportCodeOf('3f2a9c1e-0000-4000-8000-000000000001')).not.toBe(supportCodeOf('3f2a9c1e-0000-4000-8000-000000000002'));
  });
});

describe('normalizeSupportCode', () => {
  it('takes a code as typed or read aloud', () => {
    const code = supportCodeOf('a-request');
    expect(normalizeSupportCode(code.toLowerCase())).toBe(code);
    expect(normalizeSupportCode(` ${code.replace('-', '')} `)).toBe(code);
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'K7Q2-9XW', 'K7Q2-9XWDX', 'K7O2-9XWD', 'K7Q2 9XWD', '<b>K7Q2</b>']) expect(normalizeSupportCode(typed)).toBeNull();
  });
});
