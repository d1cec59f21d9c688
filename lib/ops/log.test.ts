/** @jest-environment node */
import fc from 'fast-check';
import { captureLogs, log, maskCpf, scrub } from './log';
import { withRequestId } from './request-context';

let lines: string[] = [];
let stop: () => void;
beforeEach(() => {
  lines = [];
  stop = captureLogs((line) => void lines.push(line));
});
afterEach(() => stop());
const last = () => JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;

/** Any 11 digits: a CPF's shape (check digits are irrelevant to the log). */
const digits11 = fc.stringMatching(/^\d{11}$/);
/** Text around it that does not extend the run of digits. */
const around = fc.string({ unit: fc.constantFrom(...'abc XYZ:/=,"'.split('')), maxLength: 12 });

describe('the logger', () => {
  it('writes one JSON line with level, time, event and fields', () => {
    log.info({ event: 'test.line', ms: 12, outcome: 'ok' });
    expect(lines).toHaveLength(1);
    expect(last()).toMatchObject({ level: 'info', time: expect.any(Number), event: 'test.line', ms: 12, outcome: 'ok' });
  });

  it('adds the request id of the request it runs for', () => {
    withRequestId('abc-123', () => log.info({ event: 'inside' }));
    log.info({ event: 'outside' });
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(['abc-123', undefined]);
  });

  it('redacts personal fields by name, at the top and one level down', () => {
    log.info({ event: 'x', password: 'Segredo@1', email: 'a@b.com', phone: '(21) 91234-5678', names: 'Ana', code: '123456', cookie: 'c=1', body: { a: 1 }, jwt: 'eyJa.b.c' });
    log.info({ event: 'y', customer: { cpf: '52998224725', fullName: 'Ana Paula', authorization: 'Bearer xyz' } });
    const [first, second] = lines.map((line) => JSON.parse(line));
    for (const key of ['password', 'email', 'phone', 'names', 'code', 'cookie', 'body', 'jwt']) expect(first[key]).toBe('[redacted]');
    expect(second.customer).toEqual({ cpf: '[redacted]', fullName: '[redacted]', authorization: '[redacted]' });
  });

  it('masks a CPF wherever it slipped in, formatted or as 11 digits', () => {
    fc.assert(
      fc.property(digits11, around, around, fc.boolean(), (cpf, before, after, formatted) => {
        lines = [];
        const shown = formatted ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf;
        log.warn({ event: 'leak', detail: `${before}${shown}${after}` }, `msg ${shown}`);
        const line = lines.join('');
        expect(line).not.toContain(cpf);
        expect(line).not.toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
        expect(line).toContain(maskCpf(cpf));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a request id whole, though its last group may be 11 digits in a row (the shape of a CPF)', () => {
    const requestId = '3f2a9c1e-0b7d-4c2e-9a41-52998224725a';
    log.info({ event: 'x', requestId, detail: `id ${requestId} and cpf 52998224725` });
    const [line] = lines.map((each) => JSON.parse(each));
    expect(line.requestId).toBe(requestId);
    expect(line.detail).toBe(`id ${requestId} and cpf ***.982.247-**`);
  });

  it('removes e-mails, JWTs and bearer tokens from any text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1Mjk5ODIyNDcyNSJ9.c2lnbmF0dXJl';
    log.error({ event: 'leak', detail: `to mariana.oliveira+x@exemplo.com.br with ${jwt}; Authorization: Bearer abc.def-ghi` });
    const line = lines.join('');
    expect(line).not.toMatch(/@|eyJ|abc\.def/);
    expect(last().detail).toBe('to [email] with [jwt]; Authorization: Bearer [redacted]');
  });

  it('leaves ordinary numbers alone (times, durations, statuses)', () => {
    expect(scrub('{"time":1767225600000,"ms":1234,"status":200}')).toBe('{"time":1767225600000,"ms":1234,"status":200}');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('[redacted]');
  });
});
