/** @jest-environment node */
import { captureLogs } from './log';
import { pseudonym, securityEvent } from './security-event';

let lines: string[] = [];
let stop: () => void;
beforeEach(() => {
  lines = [];
  stop = captureLogs((line) => void lines.push(line));
});
afterEach(() => stop());

describe('securityEvent', () => {
  it('names the account and the client by pseudonym, never by value', () => {
    securityEvent({ event: 'auth.login', outcome: 'refused', cpf: '529.982.247-25', client: '203.0.113.9', code: 'x' });
    const line = lines.at(-1) ?? '';
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({ event: 'auth.login', outcome: 'refused', security: true, account: pseudonym('52998224725'), clientRef: pseudonym('203.0.113.9') });
    expect(line).not.toMatch(/52998224725|982\.247|203\.0\.113\.9/);
  });

  it('gives one pseudonym per value, formatted or not, and different ones for different values', () => {
    securityEvent({ event: 'auth.login', outcome: 'success', cpf: '52998224725' });
    securityEvent({ event: 'auth.login', outcome: 'success', cpf: '529.982.247-25' });
    securityEvent({ event: 'auth.login', outcome: 'success', cpf: '11144477735' });
    const accounts = lines.map((line) => JSON.parse(line).account);
    expect(accounts[0]).toBe(accounts[1]);
    expect(accounts[2]).not.toBe(accounts[0]);
    expect(accounts[0]).toMatch(/^[\w-]{22}$/);
  });

  it('omits what it was not given', () => {
    securityEvent({ event: 'session.ended', outcome: 'logout' });
    expect(JSON.parse(lines.at(-1) ?? '{}')).not.toHaveProperty('account');
    expect(JSON.parse(lines.at(-1) ?? '{}')).not.toHaveProperty('clientRef');
  });
});
