/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { POST as contact } from './route';
import { DEMO_PASSWORD, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const ANONYMOUS = {
  identification: '529.982.247-25',
  fullname: 'Mariana Souza Oliveira',
  email: 'mariana.oliveira@exemplo.com.br',
  subject: 'Dúvida',
  message: '  Como altero meu e-mail?  ',
};
const MESSAGE = { subject: 'Sugestão', message: 'Gostaria de mais cursos de idiomas.' };

type StoredMessage = { channel: string; identification: string; fullname: string; email: string; subject: string; message: string; supportCode?: string };
const storedMessages = async () => (await sandbox.inspect('/messages')).messages as StoredMessage[];

const send = (body: unknown, who = browser()) => who.post(contact, '/api/contact', body);

async function loggedIn() {
  const mariana = browser();
  expect((await mariana.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD })).status).toBe(200);
  return mariana;
}

describe('anonymous contact', () => {
  it('sends CPF, name, e-mail, subject and message to sendRequest, and answers {sent: true}', async () => {
    const answer = await send(ANONYMOUS);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sent: true });
    expect(await storedMessages()).toEqual([
      expect.objectContaining({
        channel: 'anonymous',
        identification: '52998224725',
        fullname: 'Mariana Souza Oliveira',
        email: 'mariana.oliveira@exemplo.com.br',
        subject: 'Dúvida',
        message: 'Como altero meu e-mail?',
      }),
    ]);
    expect(JSON.parse(sandbox.logLines[0] ?? '{}')).toMatchObject({ path: WIRE_PATHS.sendRequest, outcome: 'ok' });
  });

  it('requires the identity fields without a session (422, pt-BR), before calling the insurer', async () => {
    const answer = await send(MESSAGE);
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      identification: 'Você deve preencher o campo',
      fullname: 'Você deve preencher o campo',
      email: 'Você deve preencher o campo',
    });
    expect(sandbox.logLines).toEqual([]);
  });

  it('validates every field with the form’s messages', async () => {
    const answer = await send({ identification: '529.982.247-26', fullname: 'Ana1', email: 'ana@', subject: 'Outro', message: ' ' });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      identification: 'CPF inválido',
      fullname: 'Os nomes não podem conter caracteres especiais e devem ter no mínimo 4 letras',
      email: 'O formato do email está incorreto',
      subject: 'Este campo não pode estar vazio',
      message: 'Você deve preencher o campo',
    });
  });
});

describe('logged-in contact', () => {
  it('sends only subject and message to sendUserRequest with the session’s JWT; the customer comes from the session', async () => {
    const mariana = await loggedIn();
    const answer = await send({ ...MESSAGE, identification: '111.444.777-35', fullname: 'Outra Pessoa', email: 'outra@exemplo.com.br' }, mariana);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sent: true });
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
    expect(await storedMessages()).toEqual([
      expect.objectContaining({
        channel: 'authenticated',
        identification: '52998224725',
        fullname: 'Mariana Souza Oliveira',
        email: 'mariana.oliveira@exemplo.com.br',
        ...MESSAGE,
      }),
    ]);
    expect(JSON.parse(sandbox.logLines.at(-1) ?? '{}')).toMatchObject({ path: WIRE_PATHS.sendUserRequest, outcome: 'ok' });
  });

  it('a JWT the insurer refuses → 401', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.sendUserRequest, status: 401, times: 1 });
    const answer = await send(MESSAGE, mariana);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: 'unauthorized', message: 'Sua sessão expirou. Acesse sua conta novamente.' });
  });
});

describe('the support code of the error the customer came from', () => {
  it('is forwarded to sendRequest, written the way logs hold it', async () => {
    const answer = await send({ ...ANONYMOUS, supportCode: ' k7q29xwd ' });
    expect(answer.status).toBe(200);
    expect(await storedMessages()).toEqual([expect.objectContaining({ channel: 'anonymous', supportCode: 'K7Q2-9XWD' })]);
  });

  it('is forwarded to sendUserRequest', async () => {
    const mariana = await loggedIn();
    expect((await send({ ...MESSAGE, supportCode: 'ABCD-1234' }, mariana)).status).toBe(200);
    expect(await storedMessages()).toEqual([expect.objectContaining({ channel: 'authenticated', supportCode: 'ABCD-1234' })]);
  });

  it('is optional: without it nothing is forwarded in its place', async () => {
    expect((await send(ANONYMOUS)).status).toBe(200);
    expect((await storedMessages())[0]).not.toHaveProperty('supportCode');
  });

  it.each([['K7Q2-9XWDX'], ['K7Q2 9XWD'], ['<script>'], [12345678], ['']])('%p is not one: 422 in pt-BR, never forwarded', async (supportCode) => {
    const answer = await send({ ...ANONYMOUS, supportCode });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({ supportCode: 'Código do atendimento inválido.' });
    expect(sandbox.logLines).toEqual([]);
    expect(await storedMessages()).toEqual([]);
  });
});

describe('the message limit', () => {
  const tooLong = 'a'.repeat(1001);

  it.each([
    ['anonymous', () => Promise.resolve(browser())],
    ['logged in', loggedIn],
  ])('a message over 1000 characters → 422, %s, never forwarded', async (_, who) => {
    const customer = await who();
    sandbox.logLines.length = 0;
    const answer = await send({ ...ANONYMOUS, message: tooLong }, customer);
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({ message: 'A mensagem pode ter no máximo 1000 caracteres.' });
    expect(sandbox.logLines).toEqual([]);
    expect(await storedMessages()).toEqual([]);
  });

  it('1000 characters are accepted', async () => {
    expect((await send({ ...ANONYMOUS, message: 'a'.repeat(1000) })).status).toBe(200);
  });
});

describe('failures', () => {
  it('an insurer error → 502, nothing stored', async () => {
    await sandbox.fault({ path: WIRE_PATHS.sendRequest, status: 503 });
    const answer = await send(ANONYMOUS);
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(await storedMessages()).toEqual([]);
  });

  it('a slow insurer → 504', async () => {
    const mariana = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.sendUserRequest, latencyMs: TIMEOUT_MS + 300, times: 1 });
    const answer = await send(MESSAGE, mariana);
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
    // The slow insurer still stores the message once its delay is over: wait for it here, so it
    // does not land in the next test's sandbox.
    for (let waited = 0; (await storedMessages()).length === 0 && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('a cross-origin request → 403; a body that is not JSON → 415', async () => {
    expect((await browser().post(contact, '/api/contact', ANONYMOUS, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const plain = await browser().post(contact, '/api/contact', ANONYMOUS, { headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(sandbox.logLines).toEqual([]);
  });

  it('a foreign page cannot post as the logged-in customer (403)', async () => {
    const mariana = await loggedIn();
    const answer = await mariana.post(contact, '/api/contact', MESSAGE, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(await storedMessages()).toEqual([]);
  });
});
