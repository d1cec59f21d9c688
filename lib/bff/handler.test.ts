/** @jest-environment node */
import { z } from '@/lib/validation/z';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { postHandler } from './handler';
import { noContent } from './replies';

/**
 * Counterexamples of the route-handler fuzzing (test/fuzz), shrunk: bodies with bytes that are not
 * UTF-8 were read with U+FFFD in their place and accepted.
 */

const SITE = 'http://localhost:3000';
const INVALID = { error: 'validation', message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.' };

/** UTF-8 text around raw bytes. */
const bytes = (...parts: (string | number[])[]) => new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part)))));

const post = (path: string, body: Uint8Array | ReadableStream<Uint8Array>) =>
  new Request(`${SITE}${path}`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);

describe('a body that is not UTF-8', () => {
  it('is refused (422) before anything reads it: a CPF after a stray 0xFF byte once read as a valid CPF and logged in', async () => {
    const answer = await login(post('/api/auth/login', bytes('{"document":"', [0xff], '529.982.247-25","password":"Beneficio@2026"}')));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual(INVALID);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('is refused (422) even where every key is ignored: the logout answered {"\\xff":{}} with 204', async () => {
    const answer = await logout(post('/api/auth/logout', bytes('{"', [0xff], '":{}}')));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual(INVALID);
  });

  it.each([
    ['a truncated sequence', [0xe2, 0x28, 0xa1]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('is refused with %s inside a string, and the action never runs', async (_, invalid) => {
    const action = jest.fn(async () => noContent());
    const handler = postHandler(z.object({ message: z.string() }), action);
    const answer = await handler(post('/api/x', bytes('{"message":"Dúvida ', invalid, '"}')));
    expect(answer.status).toBe(422);
    expect(action).not.toHaveBeenCalled();
  });
});

describe('a UTF-8 body', () => {
  it('is read whole when its chunks split a character', async () => {
    const action = jest.fn(async () => noContent());
    const handler = postHandler(z.object({ message: z.string() }), action);
    const whole = bytes('{"message":"Dúvida 👩🏽‍💻"}');
    const split = whole.indexOf(0xc3) + 1; // inside 'ú'
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole.slice(0, split));
        controller.enqueue(whole.slice(split));
        controller.close();
      },
    });
    expect((await handler(post('/api/x', stream))).status).toBe(204);
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ body: { message: 'Dúvida 👩🏽‍💻' } }));
  });

  it('is still refused after a byte-order mark, as before', async () => {
    const handler = postHandler(z.object({}), async () => noContent());
    expect((await handler(post('/api/x', bytes([0xef, 0xbb, 0xbf], '{}')))).status).toBe(422);
  });
});
