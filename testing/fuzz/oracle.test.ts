/** @jest-environment node */
import type { SessionData } from '@/lib/session/session-data';
import { answerProblems, encodingProblems, messageProblems, prototypeSnapshot, sessionProblems, type Observed } from './oracle';

const JSON_TYPE = 'application/json';
const json = (status: number, body: unknown, contentType: string | null = JSON_TYPE): Observed => ({ status, contentType, bytes: new TextEncoder().encode(JSON.stringify(body)) });
const PT = 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.';

describe('answerProblems', () => {
  it.each<[string, Observed]>([
    ['a JSON 200', json(200, { sent: true })],
    ['a 204 without a body', { status: 204, contentType: null, bytes: new Uint8Array() }],
    ['a PNG 200', { status: 200, contentType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }],
    ['a 422 with pt-BR fields', json(422, { error: 'validation', message: PT, fields: { document: 'CPF inválido' } })],
    ['a 429 with a code', json(429, { error: 'tooMany', code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas. Tente novamente em alguns minutos.' })],
    ['a 200 echoing what was typed', json(200, { name: 'TypeError: undefined is not a function' })],
  ])('accepts %s', (_, observed) => {
    expect(answerProblems(observed)).toEqual([]);
  });

  it.each<[string, Observed, RegExp]>([
    ['a 500', json(500, { error: 'x', message: PT }), /status 500/],
    ['a 502 (no fault was injected)', json(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' }), /status 502/],
    ['an HTML 404', { status: 404, contentType: 'text/html', bytes: new TextEncoder().encode('<h1>404</h1>') }, /only a 2xx may be a file/],
    ['an empty 400', { status: 400, contentType: null, bytes: new Uint8Array() }, /empty 400/],
    ['an error without "error"', json(400, { message: PT }), /no "error"/],
    ['an error without a message', json(400, { error: 'business' }), /message is not a non-empty string/],
    ['an error that is an array', json(400, [PT]), /not an object/],
    ['zod’s English', json(422, { error: 'validation', message: 'Invalid input: expected string, received undefined' }), /English/],
    ['an untranslated key', json(422, { error: 'validation', message: PT, fields: { code: 'Validation.codeLength' } }), /untranslated message key/],
    ['an error name', json(400, { error: 'business', message: 'TypeError: x.map is not a function' }), /error name/],
    ['a stack frame', json(400, { error: 'business', message: 'Falhou', detail: 'at POST (/work/app/api/contact/route.ts:12:5)' }), /stack frame/],
    ['a JSON type over text that is not JSON', { status: 400, contentType: JSON_TYPE, bytes: new TextEncoder().encode('Internal error') }, /not UTF-8 JSON/],
  ])('flags %s', (_, observed, problem) => {
    expect(answerProblems(observed).join('\n')).toMatch(problem);
  });
});

describe('messageProblems', () => {
  it('accepts the portal’s and the insurer’s pt-BR messages', () => {
    expect(messageProblems('Erro na conexão, tente novamente mais tarde.', 'message')).toEqual([]);
    expect(messageProblems('Código inválido ou expirado.', 'message')).toEqual([]);
  });

  it.each([[''], ['   '], [42], [null], ['[object Object]'], ['NaN'], ['Cannot read properties of undefined']])('refuses %p', (message) => {
    expect(messageProblems(message, 'message')).not.toEqual([]);
  });
});

describe('encodingProblems', () => {
  const invalid = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
  it('flags a body that is not UTF-8 accepted with a 2xx', () => expect(encodingProblems(invalid, 204)).toHaveLength(1));
  it('accepts it refused', () => expect(encodingProblems(invalid, 422)).toEqual([]));
  it('accepts UTF-8 and no body', () => {
    expect(encodingProblems(new TextEncoder().encode('{"a":"ção 😀"}'), 200)).toEqual([]);
    expect(encodingProblems(null, 200)).toEqual([]);
  });
});

describe('sessionProblems', () => {
  const session: SessionData = {
    jwt: 'jwt',
    names: 'Mariana Souza Oliveira',
    identification: '52998224725',
    listEcosystem: [{ name: 'Empregabilidade', services: [{ name: 'curr', meta: '' }] }],
    isParcelamentoUser: false,
    isProtegido: false,
    eco: 'Empregabilidade',
    lastsession: '2026-05-12T12:00:00.000Z',
    issuedAt: 1,
    lastSeenAt: 1,
    sid: 'AAAAAAAAAAAAAAAAAAAAAA',
  };

  it('ignores the activity time', () => expect(sessionProblems(session, { ...session, lastSeenAt: 99 })).toEqual([]));
  it('names what changed', () => expect(sessionProblems(session, { ...session, names: 'X', jwt: 'other' })).toEqual(['the session changed: jwt, names']));
  it('tells a session that is gone', () => expect(sessionProblems(session, null)).toEqual(['the session is gone']));
});

describe('prototypeSnapshot', () => {
  it('tells a polluted Object.prototype and cleans it', () => {
    const check = prototypeSnapshot();
    Object.assign(Object.prototype, { polluted: 'yes' });
    expect(check()).toEqual(expect.arrayContaining(['({}).polluted is defined', 'Object.prototype gained polluted']));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(check()).toEqual([]);
  });

  it('tells a replaced or removed built-in and puts it back', () => {
    const check = prototypeSnapshot();
    const map = Array.prototype.map;
    const trim = String.prototype.trim;
    Object.defineProperty(Array.prototype, 'map', { value: () => [], writable: true, configurable: true });
    Reflect.deleteProperty(String.prototype, 'trim');
    expect(check()).toEqual(['Array.prototype.map was replaced', 'String.prototype lost trim']);
    expect(Array.prototype.map).toBe(map);
    expect(String.prototype.trim).toBe(trim);
  });
});
