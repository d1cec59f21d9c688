/** @jest-environment node */
/**
 * No personal data in the logs: a representative set of flows through the route handlers
 * against the sandbox (login, wrong login, sign-up, profile read and update, booking, contact),
 * with every log line captured (testing/bff-harness.ts), scanned for CPFs, e-mails and JWTs.
 */
import { PUT as changePhone } from '@/app/api/account/phone/route';
import { POST as requestEmail } from '@/app/api/account/email/route';
import { POST as confirmEmail } from '@/app/api/account/email/confirm/route';
import { PUT as changePassword } from '@/app/api/account/password/route';
import { DELETE as cancelRoute } from '@/app/api/appointments/[id]/route';
import { GET as availabilityRoute } from '@/app/api/appointments/availability/route';
import { GET as slotsRoute } from '@/app/api/appointments/slots/route';
import { POST as bookRoute } from '@/app/api/appointments/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as preRegister } from '@/app/api/auth/pre-register/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as contact } from '@/app/api/contact/route';
import { GET as header } from '@/app/api/session/header/route';
import type { AvailabilityView, DaySlotsView } from '@/lib/booking/contract';
import { DEMO_PASSWORD, NEW_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

/** A CPF formatted or as 11 digits, an e-mail address, a JWT. */
const PERSONAL = {
  cpf: /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/,
  email: /[\w.+-]+@[\w-]+\.[\w.-]+/,
  jwt: /eyJ[\w-]+\.[\w-]+\.[\w-]*/,
};
const MARIANA = { document: '529.982.247-25', password: DEMO_PASSWORD };
const ANA = { document: '314.159.265-90', names: 'Ana Paula Ferreira', phone: '(81) 99444-3322', email: 'ana.ferreira@exemplo.com.br', acceptTerms: true };

it('the log of the main flows holds no CPF, e-mail or JWT, and one request line per handler call', async () => {
  const statuses: number[] = [];
  const track = <T extends { status: number }>(answer: T) => (statuses.push(answer.status), answer);

  // Wrong login, then login.
  const mariana = browser();
  expect(track(await mariana.post(login, '/api/auth/login', { ...MARIANA, password: 'Errada@2026' })).status).toBe(400);
  expect(track(await mariana.post(login, '/api/auth/login', MARIANA)).status).toBe(200);
  // Profile: read, then phone, e-mail (request and confirm, a wrong code too) and password.
  expect(track(await mariana.send(header, 'GET', '/api/session/header')).status).toBe(200);
  expect(track(await mariana.send(changePhone, 'PUT', '/api/account/phone', { phone: '(21) 91234-5678', currentPassword: DEMO_PASSWORD })).status).toBe(200);
  expect(track(await mariana.post(requestEmail, '/api/account/email', { email: 'mariana.nova@exemplo.com.br', currentPassword: DEMO_PASSWORD })).status).toBe(200);
  track(await mariana.post(confirmEmail, '/api/account/email/confirm', { code: '000000' }));
  const code = await sandbox.lastCode('52998224725').catch(() => null);
  if (code) track(await mariana.post(confirmEmail, '/api/account/email/confirm', { code }));
  track(await mariana.send(changePassword, 'PUT', '/api/account/password', { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
  // Booking: days, a day's slots, book, cancel.
  const days = (track(await mariana.send(availabilityRoute, 'GET', '/api/appointments/availability?service=specialist')).json as AvailabilityView).days;
  const day = Object.keys(days).at(-1) ?? '';
  const slots = (track(await mariana.send(slotsRoute, 'GET', `/api/appointments/slots?${new URLSearchParams({ service: 'specialist', day })}`)).json as DaySlotsView).slots;
  const booked = track(await mariana.send(bookRoute, 'POST', '/api/appointments', { service: 'specialist', note: 'Meu CPF é 529.982.247-25', start: slots.find((slot) => slot.free > 0)?.start }));
  expect(booked.status).toBe(200);
  const id = String((booked.json as { id?: unknown }).id ?? (booked.json as { appointment?: { id?: unknown } }).appointment?.id);
  track(await mariana.send(cancelRoute, 'DELETE', `/api/appointments/${id}`, {}, { params: { id } }));
  // Contact, logged in and anonymous.
  expect(track(await mariana.post(contact, '/api/contact', { subject: 'Sugestão', message: 'Meu e-mail é mariana@exemplo.com.br' })).status).toBe(200);
  const anonymous = { identification: '529.982.247-25', fullname: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br', subject: 'Dúvida', message: 'Olá' };
  expect(track(await browser().post(contact, '/api/contact', anonymous)).status).toBe(200);
  // Sign-up: pre-register, then register.
  const ana = browser();
  const { signupToken } = track(await ana.post(preRegister, '/api/auth/pre-register', ANA)).json;
  expect(track(await ana.post(register, '/api/auth/register', { signupToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);

  // Request ids (random UUIDs, whose hex may hold 11 digits in a row) and support codes are not personal data: out of the scan.
  const log = sandbox.allLogLines
    .join('')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<request-id>')
    .replace(/"supportCode":"[0-9A-Z]{4}-[0-9A-Z]{4}"/g, '"supportCode":"<code>"');
  const requests = sandbox.allLogLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'http.request');
  expect(requests.map((line) => line.status)).toEqual(statuses);
  expect(requests.map((line) => line.route)).toContain('/api/appointments/[id]');
  expect(sandbox.logLines.length).toBeGreaterThan(statuses.length);
  for (const [kind, pattern] of Object.entries(PERSONAL)) expect({ kind, match: log.match(pattern)?.[0] ?? null }).toEqual({ kind, match: null });
  for (const secret of ['Mariana', 'Ana Paula', '99444', '91234', DEMO_PASSWORD, NEW_PASSWORD, signupToken as string]) expect(log).not.toContain(secret);
});
