/** @jest-environment node */
import { decryptJson } from '../crypto.ts';
import { CV_STORE_MAX_BYTES } from '../contract/cv.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { SAMPLE_CV, SAMPLE_CV_OWNER } from '../content/cv-sample.ts';
import type { Envelope } from '../envelope.ts';
import { CPF, MINUTE, PASSPHRASE, T0, enc, useSandbox } from '../test-harness.ts';

const sandbox = useSandbox();

const CV = { version: 1, personal: { names: 'Mariana Souza Oliveira', city: 'São Paulo' } };

const getCv = async (token: string) => sandbox.decrypted(await sandbox.get(WIRE_PATHS.getCurriculum, { token }));
const saveCv = async (token: string, content: unknown) => sandbox.decrypted(await sandbox.post(WIRE_PATHS.saveCurriculum, { token, body: { data: enc(content) } }));

describe('getCurriculum / saveCurriculum (bearer, encrypted both ways)', () => {
  test('nothing saved yet: curriculum null, revision 0', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await getCv(token)).toEqual({ code: '00', error: false, message: 'Nenhum currículo salvo.', data: { curriculum: null, revision: 0, updatedAt: null } });
  });

  test('a save stores the document with the next revision; a read gives it back with its time', async () => {
    const token = await sandbox.token(CPF.employability);
    expect(await saveCv(token, { revision: 0, curriculum: CV })).toEqual({
      code: '00',
      error: false,
      message: 'Currículo salvo.',
      data: { revision: 1, updatedAt: new Date(T0).toISOString() },
    });
    sandbox.advance(5 * MINUTE);
    expect((await saveCv(token, { revision: 1, curriculum: { ...CV, version: 1, extra: 'ç' } })).data).toMatchObject({ revision: 2 });
    expect(await getCv(token)).toMatchObject({
      code: '00',
      message: 'Currículo encontrado.',
      data: { curriculum: { ...CV, extra: 'ç' }, revision: 2, updatedAt: new Date(T0 + 5 * MINUTE).toISOString() },
    });
    expect(await sandbox.dev('GET', `/cv/${CPF.employability}`)).toMatchObject({ revision: 2, curriculum: { extra: 'ç' } });
  });

  test("a save based on an older revision is refused ('102'); revision null overwrites", async () => {
    const token = await sandbox.token(CPF.employability);
    await saveCv(token, { revision: 0, curriculum: CV });
    expect(await saveCv(token, { revision: 0, curriculum: { other: true } })).toEqual({
      code: '102',
      error: true,
      message: 'O currículo foi alterado em outra sessão. Carregue a versão mais recente.',
    });
    expect(await saveCv(token, { revision: null, curriculum: { other: true } })).toMatchObject({ code: '00', data: { revision: 2 } });
  });

  test("a document over the partner's limit is refused ('103')", async () => {
    const token = await sandbox.token(CPF.employability);
    const huge = { text: 'x'.repeat(CV_STORE_MAX_BYTES) };
    expect(await saveCv(token, { revision: 0, curriculum: huge })).toMatchObject({ code: '103', error: true, message: 'O currículo excede o tamanho máximo de 128 KB.' });
    expect((await getCv(token)).data).toMatchObject({ revision: 0 });
  });

  test('each customer has their own CV', async () => {
    const mariana = await sandbox.token(CPF.employability);
    const joao = await sandbox.token(CPF.selfEmployed);
    await saveCv(mariana, { revision: 0, curriculum: CV });
    expect((await getCv(joao)).data).toMatchObject({ curriculum: null, revision: 0 });
  });

  test('Fernanda has a seeded two-page CV, restored by a reset', async () => {
    const token = await sandbox.token(CPF.mustChoose);
    expect(SAMPLE_CV_OWNER).toBe(CPF.mustChoose);
    expect((await getCv(token)).data).toMatchObject({ curriculum: SAMPLE_CV, revision: 1 });
    await saveCv(token, { revision: 1, curriculum: CV });
    await sandbox.dev('POST', '/reset');
    expect((await getCv(token)).data).toMatchObject({ curriculum: SAMPLE_CV, revision: 1 });
  });

  test('refuses without a bearer (401), a plain body, a bad cipher or a document that is not an object (400)', async () => {
    expect((await sandbox.get(WIRE_PATHS.getCurriculum)).status).toBe(401);
    expect((await sandbox.post(WIRE_PATHS.saveCurriculum, { body: { data: enc({ revision: 0, curriculum: CV }) } })).status).toBe(401);
    const token = await sandbox.token(CPF.employability);
    expect((await sandbox.post(WIRE_PATHS.saveCurriculum, { token, body: { revision: 0, curriculum: CV } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.saveCurriculum, { token, body: { data: 'not-a-cipher' } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.saveCurriculum, { token, body: { data: enc({ revision: 0, curriculum: [1, 2] }) } })).status).toBe(400);
    expect((await sandbox.post(WIRE_PATHS.saveCurriculum, { token, body: { data: enc({ revision: -1, curriculum: CV }) } })).status).toBe(400);
  });

  test('the answers are ciphers, never the CV in clear', async () => {
    const token = await sandbox.token(CPF.employability);
    await saveCv(token, { revision: 0, curriculum: CV });
    const raw = await (await sandbox.get(WIRE_PATHS.getCurriculum, { token })).text();
    expect(raw).not.toContain('Mariana');
    expect(decryptJson(JSON.parse(raw), PASSPHRASE)).toMatchObject({ data: { curriculum: CV } });
  });

  test('faults apply to the CV calls like to any insurer path', async () => {
    const token = await sandbox.token(CPF.employability);
    await sandbox.dev('POST', '/faults', { path: '/curriculum', status: 503, times: 1 });
    expect((await sandbox.get(WIRE_PATHS.getCurriculum, { token })).status).toBe(503);
    expect(((await getCv(token)) as Envelope).code).toBe('00');
  });
});
