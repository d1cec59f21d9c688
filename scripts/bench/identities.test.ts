/** @jest-environment node */
import { isIP } from 'node:net';
import { clientAddress, cpfCheckDigits, syntheticCpfs } from '@/scripts/bench/identities.mjs';
import { isValidCpf } from '@/lib/validation/cpf-digits';

const DEMO_CPFS = ['52998224725', '11144477735', '39053344705', '12345678909', '98765432100', '24681357928', '13579246828', '31415926590', '27182818205', '16180339805', '14142135651'];

describe('cpfCheckDigits', () => {
  it('computes the check digits of known CPFs', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('987654321')).toBe('00');
  });

  it('refuses anything but nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
  });
});

describe('syntheticCpfs', () => {
  it('gives distinct CPFs that the portal validates, none of them a demo customer', () => {
    const cpfs = syntheticCpfs(600);
    expect(cpfs).toHaveLength(600);
    expect(new Set(cpfs).size).toBe(600);
    for (const cpf of cpfs) expect(isValidCpf(cpf)).toBe(true);
    expect(cpfs.filter((cpf) => DEMO_CPFS.includes(cpf))).toEqual([]);
  });

  it('is deterministic and skips the all-equal CPFs the rules refuse', () => {
    expect(syntheticCpfs(3, 111_111_110)).toEqual(syntheticCpfs(3, 111_111_110));
    expect(syntheticCpfs(3, 111_111_110)).not.toContain('11111111111');
  });
});

describe('clientAddress', () => {
  it('gives a distinct valid IPv4 address to each of many clients', () => {
    const addresses = Array.from({ length: 70_000 }, (_, n) => clientAddress(n));
    expect(new Set(addresses).size).toBe(70_000);
    for (const address of addresses.slice(0, 1000)) expect(isIP(address)).toBe(4);
    expect(clientAddress(0x10203)).toBe('10.1.2.3');
  });
});
