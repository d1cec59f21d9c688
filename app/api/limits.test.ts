/** @jest-environment node */
import { POST as login } from './auth/login/route';
import { POST as preRegister } from './auth/pre-register/route';
import { POST as requestRecovery } from './auth/recovery/route';
import { POST as contact } from './contact/route';
import { POST as usability } from './usability/route';
import { LIMITS } from '@/lib/limits/limits';
import { DEMO_PASSWORD, browser, withSandbox, type Answer } from '@/testing/bff-harness';

const sandbox = withSandbox();
const ip = (address: string) => ({ headers: { 'x-forwarded-for': address } });
/** A valid CPF (right check digits) from a 9-digit base. */
function validCpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, digit, i) => acc + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}
const insurerCalls = () => sandbox.logLines.filter((line) => line.includes('"event":"insurer.call"')).length;

function expectLimited(answer: Answer, message: RegExp, blockSec: number) {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual({ error: 'tooMany', code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(message) });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(blockSec - 5);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(blockSec);
}

describe('the portal’s own limits', () => {
  it('failed logins per CPF: at the limit, 429 with Retry-After without asking the insurer; other CPFs unaffected', async () => {
    const customer = browser();
    const wrong = { document: '529.982.247-25', password: 'Errada@123' };
    for (let i = 0; i < LIMITS.loginCpf.points; i++) {
      expect((await customer.post(login, '/api/auth/login', wrong, ip(`198.51.100.${i}`))).status).toBe(400);
    }
    const calls = insurerCalls();
    const locked = await customer.post(login, '/api/auth/login', { ...wrong, password: DEMO_PASSWORD }, ip('198.51.100.200'));
    expectLimited(locked, /bloqueado temporariamente/, LIMITS.loginCpf.blockSec);
    expect(insurerCalls()).toBe(calls);
    expect((await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: DEMO_PASSWORD }, ip('198.51.100.200'))).status).toBe(200);
  });

  it('failed logins per client IP, across CPFs', async () => {
    const customer = browser();
    for (let i = 0; i < LIMITS.loginIp.points; i++) {
      expect((await customer.post(login, '/api/auth/login', { document: validCpf(100_000_000 + i * 7919), password: 'Errada@1' }, ip('203.0.113.9'))).status).toBe(400);
    }
    expect((await customer.post(login, '/api/auth/login', { document: '314.159.265-90', password: 'x' }, ip('203.0.113.9'))).status).toBe(429);
    expect((await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: DEMO_PASSWORD }, ip('203.0.113.10'))).status).toBe(200);
  });

  it('a successful login clears the CPF’s failures', async () => {
    const customer = browser();
    // One fewer than the portal's own limit (itself below the insurer's lock): without the clearing, the next ones would meet it.
    for (let i = 0; i < LIMITS.loginCpf.points - 1; i++) {
      expect((await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: 'Errada@1' })).status).toBe(400);
    }
    expect((await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: DEMO_PASSWORD })).status).toBe(200);
    for (let i = 0; i < LIMITS.loginCpf.points - 1; i++) {
      expect((await customer.post(login, '/api/auth/login', { document: '111.444.777-35', password: 'Errada@1' })).status).toBe(400);
    }
  });

  it('recovery requests per CPF', async () => {
    const customer = browser();
    const body = { document: '529.982.247-25', email: 'mariana.oliveira@exemplo.com.br' };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.recoveryRequest.points; i++) statuses.push((await customer.post(requestRecovery, '/api/auth/recovery', body)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });

  it('pre-registrations per client IP', async () => {
    const customer = browser();
    const body = { document: '271.828.182-05', names: 'Gustavo Henrique Ribeiro', phone: '11987654321', email: 'g@exemplo.com.br', acceptTerms: true };
    for (let i = 0; i < LIMITS.preRegisterIp.points; i++) expect((await customer.post(preRegister, '/api/auth/pre-register', body, ip('192.0.2.1'))).status).not.toBe(429);
    expect((await customer.post(preRegister, '/api/auth/pre-register', body, ip('192.0.2.1'))).status).toBe(429);
    expect((await customer.post(preRegister, '/api/auth/pre-register', body, ip('192.0.2.2'))).status).not.toBe(429);
  });

  it('contact messages per client IP', async () => {
    const customer = browser();
    const body = { identification: '529.982.247-25', fullname: 'Mariana Souza', email: 'm@exemplo.com.br', subject: 'Dúvida', message: 'Olá' };
    for (let i = 0; i < LIMITS.contactIp.points; i++) expect((await customer.post(contact, '/api/contact', body, ip('192.0.2.7'))).status).toBe(200);
    const limited = await customer.post(contact, '/api/contact', body, ip('192.0.2.7'));
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos antes de enviar outra.');
  });

  it('usability beacons per customer or client IP', async () => {
    const customer = browser();
    const entry = { fechaLocal: '24/11/2026', horaLocal: '10:00', pagina: '/', control: '', extra: '', resultado: '', identificador: '', device: 'Escritorio', browser: 'x', url: 'http://localhost:3000/' };
    for (let i = 0; i < LIMITS.usability.points; i++) expect((await customer.post(usability, '/api/usability', { listData: [entry] }, ip('192.0.2.9'))).status).toBe(204);
    expect((await customer.post(usability, '/api/usability', { listData: [entry] }, ip('192.0.2.9'))).status).toBe(429);
  });
});
