import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unsealData } from 'iron-session';
import { DEV_DEFAULTS } from '../lib/config/dev-defaults';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';

/**
 * Nothing secret reaches the browser: not the insurer's JWT of a live session, not the session
 * password, not the AES passphrase — neither in the client bundles (.next/static) nor in any
 * page's HTML, logged in or not. The e2e server runs on the documented defaults, so we know them.
 */
const STATIC_DIR = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'static');
const PAGES = ['/', '/perguntas-frequentes', '/actualizar-clave', '/auth/comparador-salarial-v2', '/auth/inicio-fazer-cursos', '/nao-existe'];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

test('no JWT, session password or AES passphrase in the client bundles or the pages', async ({ playwright, request, baseURL }) => {
  await resetSandbox(request);
  // Log in from a context of its own, so `request` stays anonymous (no cookie jar shared).
  const customer = await playwright.request.newContext({ baseURL });
  const login = await customer.post('/api/auth/login', {
    headers: { origin: baseURL! },
    data: { document: DEMO.employability.cpf, password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  const body = await login.text();
  await customer.dispose();
  const cookie = login.headers()['set-cookie'] ?? '';
  const sealed = /portal-session=([^;]+)/.exec(cookie)?.[1];
  expect(sealed, 'session cookie').toBeTruthy();
  const session = await unsealData<{ jwt?: string }>(sealed!, { password: DEV_DEFAULTS.SESSION_PASSWORD });
  const jwt = session.jwt ?? '';
  expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  const secrets = { jwt, SESSION_PASSWORD: DEV_DEFAULTS.SESSION_PASSWORD, INSURER_AES_PASSPHRASE: DEV_DEFAULTS.INSURER_AES_PASSPHRASE };
  const leaks = (where: string, text: string) =>
    Object.entries(secrets)
      .filter(([, value]) => text.includes(value))
      .map(([name]) => `${name} in ${where}`);

  const found = [...leaks('the login answer', body)];
  let scanned = 0;
  for (const file of files(STATIC_DIR)) {
    found.push(...leaks(file, readFileSync(file, 'latin1')));
    scanned += 1;
  }
  expect(scanned, 'client files scanned').toBeGreaterThan(10);

  for (const page of PAGES) {
    for (const [who, headers] of [['anonymous', {}], ['logged in', { cookie: `portal-session=${sealed}` }]] as const) {
      const response = await request.get(page, { headers, maxRedirects: 0 });
      found.push(...leaks(`${page} (${who})`, await response.text()));
    }
  }
  expect(found).toEqual([]);
});
