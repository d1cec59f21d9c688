/** @jest-environment node */
import { sealData } from 'iron-session';
import { POST as preRegister } from './pre-register/route';
import { POST as register } from './register/route';
import { NEW_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, setCookieNamed, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const ANA = { document: '314.159.265-90', names: 'Ana Paula Ferreira', phone: '(81) 99444-3322', email: 'ana.ferreira@exemplo.com.br', acceptTerms: true };
const signupOf = (data: Partial<typeof ANA>, who = browser()) => who.post(preRegister, '/api/auth/pre-register', { ...ANA, ...data });

describe('pre-registration', () => {
  it('accepted: a sealed signupToken that reveals nothing', async () => {
    const answer = await signupOf({});
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ signupToken: expect.stringMatching(/^Fe26\.2\*/) });
    expect(answer.text).not.toContain('31415926590');
    expect(answer.text).not.toContain('ana.ferreira');
    expect(answer.setCookies).toEqual([]);
  });

  it.each([
    ['no policy in force → 101 (no-active modal)', { document: '271.828.182-05', names: 'Gustavo Henrique Ribeiro' }, '101', 'Para concluir seu registro, você precisa ter um seguro ativo.'],
    ["the limit ('has superado el límite permitido') → LIMIT", { document: '161.803.398-05', names: 'Camila Azevedo Duarte' }, 'LIMIT', 'Você excedeu o limite permitido. Por favor, tente novamente em 24 horas.'],
    ['already registered → 102', { document: '529.982.247-25', names: 'Mariana Souza Oliveira' }, '102', 'Acesse seus serviços.'],
    [
      'a name that does not match the policy → 103',
      { document: '141.421.356-51', names: 'Carlos Lima' },
      '103',
      'A informação da sua identificação e/ou nome não coincide, verifique seus dados ou entre em contato com nosso Centro de Atendimento ao Cliente.',
    ],
  ])('%s', async (_, data, code, message) => {
    const answer = await signupOf(data);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'business', code, message });
  });

  it('the fourth attempt in 24 h hits the limit', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signupOf({ names: 'Outro Nome Qualquer' })).json.code).toBe('103');
    expect((await signupOf({})).json.code).toBe('LIMIT');
  });

  it('a bad request from the insurer shows its message; a timeout → 504', async () => {
    await sandbox.fault({ path: WIRE_PATHS.preRegister, status: 400, times: 1 });
    expect((await signupOf({})).json).toEqual({ error: 'business', code: '400', message: 'Falha simulada pelo sandbox.' });
    await sandbox.fault({ path: WIRE_PATHS.preRegister, latencyMs: TIMEOUT_MS + 300, times: 1 });
    expect((await signupOf({})).status).toBe(504);
  });
});

describe('registration', () => {
  it('creates the account and logs in automatically', async () => {
    const ana = browser();
    const { signupToken } = (await signupOf({}, ana)).json;
    const answer = await ana.post(register, '/api/auth/register', { signupToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      names: 'Ana Paula Ferreira',
      ecosystems: [{ name: 'Empregabilidade', services: ['coursera', 'curr', 'falar-com-especialista', 'procurar-emprego', 'consultar'] }],
      mustChooseEcosystem: false,
      redirectTo: '/auth/comparador-salarial-v2',
    });
    expect(answer.text).not.toMatch(/jwt|eyJ/);
    expect(setCookieNamed(answer, 'portal-session')).toMatch(/HttpOnly/i);
    expect(await ana.session()).toMatchObject({ identification: '31415926590', names: 'Ana Paula Ferreira' });
  });

  it('a used token → 103; an older pre-registration of a CPF registered meanwhile → 102 (Acesse seus serviços.)', async () => {
    const first = (await signupOf({})).json.signupToken;
    const second = (await signupOf({})).json.signupToken;
    const passwords = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await browser().post(register, '/api/auth/register', { signupToken: first, ...passwords })).status).toBe(200);
    const used = await browser().post(register, '/api/auth/register', { signupToken: first, ...passwords });
    expect(used.json).toEqual({
      error: 'business',
      code: '103',
      message: 'A informação da sua identificação e/ou nome não coincide, verifique seus dados ou entre em contato com nosso Centro de Atendimento ao Cliente.',
    });
    const older = await browser().post(register, '/api/auth/register', { signupToken: second, ...passwords });
    expect(older.json).toEqual({ error: 'business', code: '102', message: 'Acesse seus serviços.' });
  });

  it('validates the password with the form’s rules (422)', async () => {
    const { signupToken } = (await signupOf({})).json;
    const weak = await browser().post(register, '/api/auth/register', { signupToken, password: 'fraca', confirmPassword: 'fraca' });
    expect(weak.status).toBe(422);
    expect(weak.json.fields).toEqual({ password: 'A senha não atende a todos os requisitos.' });
    const mismatch = await browser().post(register, '/api/auth/register', { signupToken, password: NEW_PASSWORD, confirmPassword: 'Outra(Senha)9' });
    expect(mismatch.json.fields).toEqual({ confirmPassword: 'As senhas não coincidem.' });
    const missing = await browser().post(register, '/api/auth/register', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(missing.json.fields).toEqual({ signupToken: 'Você deve preencher o campo' });
  });

  it('a tampered or foreign signupToken → 401, and nothing reaches the insurer', async () => {
    const { signupToken } = (await signupOf({})).json as { signupToken: string };
    sandbox.logLines.length = 0;
    const forged = await sealData({ userId: 'x', document: '52998224725', names: 'x', email: 'x@x.com', phone: '11999999999' }, { password: 'a-password-that-is-not-the-session-one-32+' });
    for (const token of [`${signupToken.slice(0, -10)}AAAAAAAAAA`, forged, 'nonsense']) {
      const answer = await browser().post(register, '/api/auth/register', { signupToken: token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: 'unauthorized', message: 'O prazo para concluir o cadastro terminou. Preencha seus dados novamente.' });
    }
    expect(sandbox.logLines).toEqual([]);
  });

  it('a network error → 502 with the connection text', async () => {
    const { signupToken } = (await signupOf({})).json;
    await sandbox.fault({ path: WIRE_PATHS.register, status: 500 });
    const answer = await browser().post(register, '/api/auth/register', { signupToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
  });
});
