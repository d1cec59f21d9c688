/** @jest-environment node */
import { SignJWT } from 'jose';
import { WIRE_PATHS } from './contract/paths.ts';
import { CPF, HOUR, JWT_SECRET, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();

const GETS = new Set<string>([WIRE_PATHS.passwordValidateCode, WIRE_PATHS.skipSurvey, WIRE_PATHS.surveyQuestions]);
const ALL_CALLS = Object.values(WIRE_PATHS).map((path) =>
  GETS.has(path) ? (['GET', path === WIRE_PATHS.passwordValidateCode ? `${path}/${CPF.employability}/123456` : `${path}/coursera`] as const) : (['POST', path] as const),
);
const BEARER_CALLS: [string, string, unknown?][] = [
  ['POST', WIRE_PATHS.sendUserRequest, { subject: 'Dúvida', message: 'Olá' }],
  ['POST', WIRE_PATHS.contingencyProducts, { identification: CPF.employability, currentProduct: false, productList: [{ product: '3' }] }],
  ['GET', `${WIRE_PATHS.skipSurvey}/coursera`],
  ['GET', `${WIRE_PATHS.surveyQuestions}/coursera`],
  ['POST', WIRE_PATHS.saveSurveyAnswer, { skip: true, service: 'coursera' }],
  ['POST', WIRE_PATHS.disclaimer, { data: 'x' }],
];

describe('tenant-id', () => {
  test.each(ALL_CALLS)('%s %s answers 401 without it or with a wrong one', async (method, path) => {
    for (const tenant of [null, 'outro-tenant']) {
      const response = await sandbox.call(method, path, { tenant, body: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: '401', error: true });
    }
  });

  test('developer endpoints do not need it', async () => {
    expect((await sandbox.get('/__sandbox/health', { tenant: null })).status).toBe(200);
  });
});

describe('bearer JWT', () => {
  const status = async ([method, path, body]: (typeof BEARER_CALLS)[number], token?: string) =>
    (await sandbox.call(method, path, { token, body })).status;
  const sign = (secret: string, sub: string, expiresIn = '12h') =>
    new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('insurer-sandbox').setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(secret));

  test.each(BEARER_CALLS)('%s %s: 401 when missing, malformed, forged or for an unknown customer', async (...call) => {
    expect(await status(call)).toBe(401);
    expect(await status(call, 'not.a.jwt')).toBe(401);
    expect(await status(call, await sign('another-secret', CPF.employability))).toBe(401);
    expect(await status(call, await sign(JWT_SECRET, '00000000191'))).toBe(401);
  });

  test('a token works for 12 h and answers 401 once expired', async () => {
    const token = await sandbox.token(CPF.employability);
    const call = BEARER_CALLS[2]!;
    sandbox.advance(12 * HOUR - 1000);
    expect(await status(call, token)).toBe(200);
    sandbox.advance(1000);
    expect(await status(call, token)).toBe(401);
  });
});

test('unknown paths answer a 404 envelope', async () => {
  const response = await sandbox.get('/login/nope');
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: '404', error: true });
});
