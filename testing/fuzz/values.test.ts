/** @jest-environment node */
import fc from 'fast-check';
import { isValidCpf } from '@/lib/validation/cpf-digits';
import { jsonText } from './json';
import { DEEP_LEVELS, DEMO_CPFS, HUGE_LENGTH, cpfCheckDigits, deepNode, hugeString, wrongCheckDigitCpf } from './values';

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('the fuzzer’s values', () => {
  it('computes the check digits the portal checks', () => {
    for (const cpf of DEMO_CPFS) expect(cpfCheckDigits(cpf.replace(/\D/g, '').slice(0, 9))).toBe(cpf.replace(/\D/g, '').slice(9));
  });

  it('writes CPFs whose check digits are wrong', () => {
    fc.assert(fc.property(wrongCheckDigitCpf, (cpf) => cpf.length === 11 && !isValidCpf(cpf)), { seed: 1 });
  });

  it('nests around 200 levels deep', () => {
    fc.assert(
      fc.property(deepNode(fc.constant('__proto__')), (node) => {
        const depth = depthOf(JSON.parse(jsonText(node)));
        return depth >= DEEP_LEVELS - 50 && depth <= DEEP_LEVELS + 50;
      }),
      { seed: 1, numRuns: 20 },
    );
  });

  it('makes strings around 10,000 characters', () => {
    fc.assert(fc.property(hugeString, (text) => text.length >= HUGE_LENGTH / 2 && text.length <= HUGE_LENGTH + 2_000), { seed: 1, numRuns: 20 });
  });
});
