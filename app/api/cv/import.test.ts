/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POST as login } from '@/app/api/auth/login/route';
import { CODES } from '@/lib/bff/codes';
import { JSON_RESUME_MAX_BYTES, type CvImport } from '@/lib/cv/json-resume';
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';
import messages from '@/messages/pt-BR.json';
import { POST } from './import/route';

const sandbox = withSandbox();

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../testing/fixtures/json-resume', name), 'utf8');

async function loggedIn(document = '529.982.247-25') {
  const who = browser();
  expect((await who.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  sandbox.logLines.length = 0;
  return who;
}

/** The file as the builder sends it: its bytes as the body. */
const upload = (who: ReturnType<typeof browser>, file: string) => who.post(POST, '/api/cv/import', undefined, { rawBody: file });

describe('POST /api/cv/import', () => {
  it('reads a JSON Resume file into the CV it holds, calling no insurer and saving nothing', async () => {
    const mariana = await loggedIn();
    const answer = await upload(mariana, fixture('full.json'));
    expect(answer.status).toBe(200);
    const { cv, extras } = answer.json as unknown as CvImport;
    expect(extras).toBe(false);
    expect(cv.personal).toMatchObject({ names: 'Richard Hendriks', email: 'richard.hendriks@mail.com' });
    expect(cv.experience.map((job) => job.company)).toEqual(['Pied Piper', 'Hooli']);
    expect(sandbox.logLines).toEqual([]);
  });

  it('ignores the fields it does not know', async () => {
    const mariana = await loggedIn();
    const answer = await upload(mariana, JSON.stringify({ basics: { name: 'Ana Souza', pronouns: 'ela' }, work: [{ name: 'Padaria', team: 'Forno' }], pets: ['gato'] }));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ cv: { personal: { names: 'Ana Souza' }, experience: [{ company: 'Padaria' }] } });
    expect(JSON.stringify(answer.json)).not.toMatch(/pronouns|Forno|gato/);
  });

  it('refuses a file over 200 kB with 413 and a pt-BR message, whatever it holds', async () => {
    const mariana = await loggedIn();
    const big = JSON.stringify({ basics: { name: 'Ana', summary: 'a'.repeat(JSON_RESUME_MAX_BYTES) } });
    const answer = await upload(mariana, big);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ message: 'O arquivo passou de 200 kB. Escolha um arquivo JSON Resume menor.' });
    // Exactly 200 kB is still read.
    const padded = JSON.stringify({ basics: { name: 'Ana' } });
    expect((await upload(mariana, padded + ' '.repeat(JSON_RESUME_MAX_BYTES - padded.length))).status).toBe(200);
  });

  it('a file that is not JSON: 422, it says so', async () => {
    const mariana = await loggedIn();
    for (const file of ['Nome: Ana Souza\nExperiência: Padaria', '{"basics": {"name": "Ana"', '\ufeff{}']) {
      const answer = await upload(mariana, file);
      expect(answer.status).toBe(422);
      expect(answer.json).toMatchObject({ error: 'validation', message: messages.Cv.import.notJson });
    }
  });

  it('JSON that is not JSON Resume: 422 with the fields, in pt-BR', async () => {
    const mariana = await loggedIn();
    const notResume = await upload(mariana, JSON.stringify({ nome: 'Ana', experiencias: [] }));
    expect(notResume.status).toBe(422);
    // The file-wide message once, and what is wrong with it under the field (not the same words twice).
    expect(notResume.json).toMatchObject({ message: messages.Cv.import.notResume, fields: { basics: messages.Cv.import.noSections } });

    const wrongDate = await upload(mariana, JSON.stringify({ basics: { name: 'Ana' }, work: [{ name: 'Padaria', startDate: '03/2020' }] }));
    expect(wrongDate.status).toBe(422);
    expect(wrongDate.json).toMatchObject({ fields: { 'work.0.startDate': 'Use uma data como 2020, 2020-03 ou 2020-03-15.' } });

    const tooLong = await upload(mariana, JSON.stringify({ basics: { name: 'Ana', label: 'x'.repeat(200) } }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json).toMatchObject({ fields: { 'basics.label': messages.Cv.validation.tooLong } });
  });

  it('only for a logged-in customer with the CV service', async () => {
    expect((await upload(browser(), fixture('minimal.json'))).status).toBe(401);
    const joao = await loggedIn('111.444.777-35');
    expect((await upload(joao, fixture('minimal.json'))).json).toMatchObject({ code: CODES.serviceNotIncluded });
  });
});
