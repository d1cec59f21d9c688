/** @jest-environment node */
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as saveLogo } from '@/app/api/logo/route';
import { GET as exportData } from './export/route';
import { POST as rightsRequest } from './request/route';
import { EXPORT_PARTS, type ExportFile } from '@/lib/privacy/contract';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const MARIANA = '529.982.247-25';
const JOAO = '111.444.777-35';
const CONSENT = 'analytics=granted&analyticsAt=2026-11-20T10%3A15%3A00-03%3A00';

const LOGO = SAMPLE_LOGO;

async function loggedIn(cpf: string) {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document: cpf, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

const download = (customer: ReturnType<typeof browser>, query = CONSENT) => customer.send(exportData, 'GET', `/api/privacy/export?${query}`);

describe('GET /api/privacy/export', () => {
  it('gives the customer one JSON attachment with every part, named as the customer knows it, and the export date, and nothing of another customer', async () => {
    const joao = await loggedIn(JOAO);
    expect((await joao.post(saveLogo, '/api/logo', { design: LOGO })).status).toBe(200);
    const mariana = await loggedIn(MARIANA);

    const answer = await download(mariana);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-portal-beneficios-\d{4}-\d{2}-\d{2}\.json"/);
    const file = JSON.parse(answer.text) as ExportFile;
    expect(file.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(answer.headers['content-disposition']).toContain(file.exportedAt.slice(0, 10));
    expect(Object.keys(file.parts)).toEqual([...EXPORT_PARTS]);
    expect(file.parts.profile).toEqual({
      description: 'Seu cadastro: nome, CPF, e-mail, celular e data de nascimento, guardados pela seguradora',
      data: expect.objectContaining({ names: 'Mariana Souza Oliveira', identification: '52998224725', email: 'mariana.oliveira@exemplo.com.br' }),
    });
    expect(file.parts.ecosystems.description).toBe('Seus benefícios: os grupos de serviços do seu seguro, que a seguradora informa ao entrar');
    expect(file.parts.ecosystems.data).toMatchObject({ listEcosystem: [expect.objectContaining({ name: 'Empregabilidade' })] });
    expect(file.parts.appointments).toEqual({
      description: 'Seus agendamentos com especialistas',
      data: [expect.objectContaining({ service: 'specialist', note: 'Revisão do currículo e preparação para entrevistas.' })],
    });
    expect(file.parts.curriculum).toEqual({ description: 'Seu currículo, como foi salvo no Criador de currículo', data: { cv: null, revision: 0, updatedAt: null } });
    expect(file.parts.logoDesigns).toEqual({ description: 'Seus logos salvos no Criador de logo', data: [] });
    expect(file.parts.courseEnrolments).toEqual({ description: 'Suas inscrições em cursos deste ano, no parceiro de cursos', data: expect.objectContaining({ enrolments: expect.any(Array) }) });
    expect(file.parts.consent).toEqual({ description: 'Sua escolha sobre cookies de análise, guardada neste navegador', data: { analytics: 'granted', analyticsAt: '2026-11-20T10:15:00-03:00' } });
    expect(file.notReadable).toContainEqual({ description: 'Mensagens enviadas pelo Fale Conosco', howToAsk: expect.stringContaining('Solicitar um direito') });
    expect(file.controller.dpo).toEqual({ name: 'Encarregado de Dados (sandbox)', email: 'dpo@exemplo.com.br' });
    // Nothing of João's: not his name, CPF, e-mail nor his saved logo.
    for (const his of ['João', '11144477735', 'joao.almeida', 'Café São João']) expect(answer.text).not.toContain(his);

    // And João's own file has his logo, and nothing of Mariana's.
    const his = await download(joao, 'analytics=unset');
    const hisFile = JSON.parse(his.text) as ExportFile;
    expect(hisFile.parts.logoDesigns.data).toEqual([expect.objectContaining({ design: expect.objectContaining({ name: 'Café São João' }) })]);
    expect(hisFile.parts.consent.data).toEqual({ analytics: 'unset' });
    for (const hers of ['Mariana', '52998224725', 'mariana.oliveira', 'Revisão do currículo']) expect(his.text).not.toContain(hers);
  });

  it('answers the connection error (502 JSON, no file) when any part cannot be read', async () => {
    const mariana = await loggedIn(MARIANA);
    await sandbox.fault({ path: WIRE_PATHS.logoList, status: 500, times: 1 });
    const failed = await download(mariana);
    expect(failed.status).toBe(502);
    expect(failed.json).toEqual({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(failed.headers['content-disposition']).toBeUndefined();
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(failed.text).not.toContain('Mariana');
  });

  it('answers 504 when a part comes too late', async () => {
    const mariana = await loggedIn(MARIANA);
    await sandbox.fault({ path: WIRE_PATHS.courseEnrolments, latencyMs: TIMEOUT_MS + 300, times: 1 });
    const late = await download(mariana);
    expect(late.status).toBe(504);
    expect(late.json).toMatchObject({ error: 'timeout' });
    expect(late.headers['content-disposition']).toBeUndefined();
  });

  it('reads every part at once, each call with its own timeout', async () => {
    const mariana = await loggedIn(MARIANA);
    sandbox.logLines.length = 0;
    for (const path of [WIRE_PATHS.userProfile, WIRE_PATHS.logoList]) await sandbox.fault({ path, latencyMs: 600, times: 1 });
    const answer = await download(mariana);
    expect(answer.status).toBe(200);
    // Read one after the other, the two slow calls alone would take 1.2 s.
    expect(answer.ms).toBeLessThan(1150);
    expect(sandbox.logLines).toHaveLength(5);
  });

  it('needs a session and valid consent choices', async () => {
    expect((await download(browser())).status).toBe(401);
    const mariana = await loggedIn(MARIANA);
    const bad = await download(mariana, 'analytics=maybe');
    expect(bad.status).toBe(422);
    expect(sandbox.logLines.filter((line) => !line.includes(WIRE_PATHS.login))).toEqual([]);
  });
});

describe('POST /api/privacy/request', () => {
  it('sends the request to the insurer, shows its protocol and lands a copy in the outbox', async () => {
    const mariana = await loggedIn(MARIANA);
    const answer = await mariana.post(rightsRequest, '/api/privacy/request', { right: 'portabilidade', details: '  Quero meus dados em CSV.  ' });
    expect(answer.status).toBe(200);
    const protocol = answer.json.protocol as string;
    expect(protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
    const { messages } = (await sandbox.inspect('/outbox/52998224725')) as { messages: { to: string; subject: string; body: string; code: string }[] };
    expect(messages[0]).toMatchObject({ to: 'mariana.oliveira@exemplo.com.br', code: protocol, subject: expect.stringContaining(protocol) });
    expect(messages[0]!.body).toContain('Quero meus dados em CSV.');
    expect(messages[0]!.body).toContain('15 dias');
    const stored = (await sandbox.inspect('/messages')).messages as { channel: string; subject: string; message: string }[];
    expect(stored[0]).toMatchObject({ channel: 'rights', subject: 'LGPD: Portabilidade dos dados', message: 'Quero meus dados em CSV.' });
  });

  it('refuses an unknown right or empty details with the form’s messages, and needs a session', async () => {
    const mariana = await loggedIn(MARIANA);
    const bad = await mariana.post(rightsRequest, '/api/privacy/request', { right: 'esquecimento', details: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.json.fields).toEqual({ right: 'Escolha o direito que você quer exercer', details: 'Você deve preencher o campo' });
    expect((await browser().post(rightsRequest, '/api/privacy/request', { right: 'correcao', details: 'x' })).status).toBe(401);
  });

  it('answers the connection error when the insurer cannot be reached', async () => {
    const mariana = await loggedIn(MARIANA);
    await sandbox.fault({ path: WIRE_PATHS.sendRightsRequest, status: 503, times: 1 });
    const failed = await mariana.post(rightsRequest, '/api/privacy/request', { right: 'correcao', details: 'Meu nome está errado.' });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ error: 'upstream' });
  });
});
