/** @jest-environment node */
import { WIRE_HEADERS, WIRE_PATHS } from './contract/paths.ts';
import { CONTACT_SENT } from './routes/scheduling.ts';
import { CPF, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
type Messages = { messages: Record<string, unknown>[] };
type Entries = { entries: { userId: string; entry: Record<string, unknown>; receivedAt: string }[] };

const anonymous = {
  identification: '123.456.789-09',
  fullname: 'Ricardo Gomes Pereira',
  email: 'ricardo.pereira@exemplo.com.br',
  subject: 'Dúvida',
  message: 'Como acesso os cursos online?',
};

describe('contact', () => {
  test('sendRequest stores an anonymous message', async () => {
    expect(await sandbox.postOk(WIRE_PATHS.sendRequest, { body: anonymous })).toEqual({ code: '00', error: false, message: CONTACT_SENT });
    const { messages } = await sandbox.dev<Messages>('GET', '/messages');
    expect(messages).toEqual([{ ...anonymous, channel: 'anonymous', identification: CPF.installments, receivedAt: '2026-03-02T12:00:00.000Z' }]);
  });

  test("sendUserRequest (bearer) stores the message with the customer's data, newest first", async () => {
    await sandbox.postOk(WIRE_PATHS.sendRequest, { body: anonymous });
    const token = await sandbox.token(CPF.employability);
    const envelope = await sandbox.postOk(WIRE_PATHS.sendUserRequest, { token, body: { subject: 'Sugestão', message: 'Mais cursos de Excel, por favor.' } });
    expect(envelope.code).toBe('00');
    const { messages } = await sandbox.dev<Messages>('GET', '/messages');
    expect(messages[0]).toMatchObject({
      channel: 'authenticated',
      identification: CPF.employability,
      fullname: 'Mariana Souza Oliveira',
      email: 'mariana.oliveira@exemplo.com.br',
      subject: 'Sugestão',
    });
    expect(messages).toHaveLength(2);
  });

  test('the support code of the error the customer came from is stored with the message, on both channels', async () => {
    await sandbox.postOk(WIRE_PATHS.sendRequest, { body: { ...anonymous, supportCode: 'K7Q2-9XWD' } });
    const token = await sandbox.token(CPF.employability);
    await sandbox.postOk(WIRE_PATHS.sendUserRequest, { token, body: { subject: 'Erro', message: 'A página falhou.', supportCode: 'ABCD-1234' } });
    const { messages } = await sandbox.dev<Messages>('GET', '/messages');
    expect(messages.map((message) => [message.channel, message.supportCode])).toEqual([
      ['authenticated', 'ABCD-1234'],
      ['anonymous', 'K7Q2-9XWD'],
    ]);
  });

  test('sendUserRequest needs a bearer token', async () => {
    expect((await sandbox.post(WIRE_PATHS.sendUserRequest, { body: { subject: 'Erro', message: 'x' } })).status).toBe(401);
  });

  test.each([
    ['a subject outside the list', { subject: 'Outro' }],
    ['an empty message', { message: '   ' }],
    ['an invalid e-mail', { email: 'nope' }],
    ['an invalid CPF', { identification: '1234' }],
    ['a support code that is not one', { supportCode: 'K7Q2-9XWDI' }],
  ])('400 for %s', async (_label, overrides) => {
    expect((await sandbox.post(WIRE_PATHS.sendRequest, { body: { ...anonymous, ...overrides } })).status).toBe(400);
  });
});

describe('usability', () => {
  const entry = {
    idUsuario: '0',
    ciudadLocalizacion: 'São Paulo',
    fechaLocal: '02/03/2026',
    horaLocal: '09:00',
    direccionIp: '177.12.34.56',
    pagina: '/',
    control: 'btn-acessar-beneficios',
    extra: '',
    resultado: 'Exitoso',
    identificador: '',
    device: 'Escritorio',
    browser: 'Firefox',
    url: 'http://localhost:3000/',
  };

  test('saveLogUser stores every entry it is given, click fields included', async () => {
    const click = { ...entry, control: 'link-faq', mouseX: 120, mouseY: 340, windowWidth: 1280, windowHeight: 800, clickedElement: 'A' };
    const envelope = await sandbox.postOk(WIRE_PATHS.saveLogUser, { headers: { [WIRE_HEADERS.userId]: '0' }, body: { listData: [entry, click] } });
    expect(envelope).toMatchObject({ code: '00', data: { saved: 2 } });
    const { entries } = await sandbox.dev<Entries>('GET', '/usability');
    expect(entries.map((stored) => stored.entry)).toEqual([click, entry]);
    expect(entries[0]!.userId).toBe('0');
  });

  test.each([
    ['no user-id header', {}, { listData: [entry] }],
    ['an empty listData', { [WIRE_HEADERS.userId]: '0' }, { listData: [] }],
    ['a bad date', { [WIRE_HEADERS.userId]: '0' }, { listData: [{ ...entry, fechaLocal: '2026-03-02' }] }],
    ['a nested object', { [WIRE_HEADERS.userId]: '0' }, { listData: [{ ...entry, extra: { deep: true } }] }],
  ])('400 for %s', async (_label, headers, body) => {
    expect((await sandbox.post(WIRE_PATHS.saveLogUser, { headers, body })).status).toBe(400);
  });
});

describe('rights requests (LGPD)', () => {
  test('sendRightsRequest (bearer) stores the request, answers a protocol and mails it to the customer', async () => {
    const token = await sandbox.token(CPF.employability);
    const envelope = await sandbox.postOk(WIRE_PATHS.sendRightsRequest, { token, body: { right: 'compartilhamento', details: 'Com quem vocês compartilham meus dados?' } });
    expect(envelope).toEqual({ code: '00', error: false, message: 'Solicitação registrada', data: { protocol: 'LGPD-2026-000001' } });
    const { messages } = await sandbox.dev<Messages>('GET', '/messages');
    expect(messages[0]).toMatchObject({ channel: 'rights', identification: CPF.employability, subject: 'LGPD: Informação sobre compartilhamento', message: 'Com quem vocês compartilham meus dados?' });
    const outbox = await sandbox.dev<{ messages: { to: string; code: string }[] }>('GET', `/outbox/${CPF.employability}`);
    expect(outbox.messages[0]).toMatchObject({ to: 'mariana.oliveira@exemplo.com.br', code: 'LGPD-2026-000001' });
  });

  test('sendRightsRequest refuses an unknown right (400) and needs the bearer (401)', async () => {
    const token = await sandbox.token(CPF.employability);
    const unknown = await sandbox.post(WIRE_PATHS.sendRightsRequest, { token, body: { right: 'esquecimento', details: 'x' } });
    expect(unknown.status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.sendRightsRequest, { body: { right: 'correcao', details: 'x' } })).status).toBe(401);
  });
});
