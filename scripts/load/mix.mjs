// The traffic of npm run load (pure): a weighted mix of what customers do, each request built with
// a client address of its own (X-Forwarded-For), and the verdict on what came back.
import { clientAddress, syntheticCpfs } from '../bench/identities.mjs';

/** Weights (per cent) of the request kinds: public pages, logins, a logged-in page, contact messages. */
export const MIX = [
  { kind: 'home', weight: 35 },
  { kind: 'faq', weight: 20 },
  { kind: 'login', weight: 15 },
  { kind: 'account', weight: 20 },
  { kind: 'contact', weight: 10 },
];

/** The logged-in page every `account` request loads, with a session cookie obtained at start. */
export const ACCOUNT_PAGE = '/auth/comparador-salarial-v2';

/** Demo customers of the sandbox whose login succeeds (sandbox/demo-customers.ts). */
export const LOGIN_CUSTOMERS = ['529.982.247-25', '111.444.777-35', '390.533.447-05', '123.456.789-09'];
export const DEMO_PASSWORD = 'Beneficio@2026';
const CONTACT_CPFS = syntheticCpfs(50, 800_000_000);

/** The entry of `mix` that `random` (0 ≤ random < 1) falls on, in proportion to the weights. */
export function pickByWeight(mix, random) {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  if (!(total > 0)) throw new RangeError('the mix needs a positive total weight');
  let threshold = random * total;
  for (const entry of mix) {
    if (threshold < entry.weight) return entry;
    threshold -= entry.weight;
  }
  return mix.at(-1);
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The kind of the n-th request: the fractional parts of n × the golden ratio spread evenly over
 * [0, 1), so every stretch of the run has the mix's proportions and every run the same sequence.
 */
export const kindOf = (n, mix = MIX) => pickByWeight(mix, (n * GOLDEN) % 1).kind;

/**
 * The n-th request of the run, of `kind`: method, path, headers and body (a JSON string). POSTs
 * carry the portal's Origin and a JSON content type, as the portal's own forms send them.
 */
export function buildRequest(kind, n, { origin, sessionCookie }) {
  const headers = { 'x-forwarded-for': clientAddress(n), 'accept-language': 'pt-BR' };
  const post = (path, body) => ({ method: 'POST', path, headers: { ...headers, origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  switch (kind) {
    case 'home':
      return { method: 'GET', path: '/', headers };
    case 'faq':
      return { method: 'GET', path: '/perguntas-frequentes', headers };
    case 'account':
      return { method: 'GET', path: ACCOUNT_PAGE, headers: { ...headers, cookie: sessionCookie } };
    case 'login':
      return post('/api/auth/login', { document: LOGIN_CUSTOMERS[n % LOGIN_CUSTOMERS.length], password: DEMO_PASSWORD });
    case 'contact':
      return post('/api/contact', {
        subject: 'Dúvida',
        message: `Mensagem ${n} do teste de carga: como acesso os cursos incluídos no seguro?`,
        identification: CONTACT_CPFS[n % CONTACT_CPFS.length],
        fullname: 'Cliente do Teste de Carga',
        email: `carga.${n % 1000}@exemplo.com.br`,
      });
    default:
      throw new RangeError(`unknown request kind '${kind}'`);
  }
}

/** Status counts ({'200': 10, '503': 1}) by class: 2xx, 3xx, 4xx, 5xx. */
export function statusClasses(statuses) {
  const classes = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  for (const [status, count] of Object.entries(statuses)) {
    const key = `${String(status)[0]}xx`;
    if (key in classes) classes[key] += count;
  }
  return classes;
}

/** The run fails on any connection error, timeout or answer other than 2xx: the reasons, or none. */
export function problems({ statuses, errors, timeouts }) {
  const classes = statusClasses(statuses);
  const reasons = [];
  if (errors - timeouts > 0) reasons.push(`${errors - timeouts} connection errors`);
  if (timeouts > 0) reasons.push(`${timeouts} timeouts`);
  for (const key of ['3xx', '4xx', '5xx']) if (classes[key] > 0) reasons.push(`${classes[key]} answers ${key}`);
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  if (answered === 0) reasons.push('no answer at all');
  return reasons;
}
