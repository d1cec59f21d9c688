/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { createHash } from 'node:crypto';
import { CV_LATER_PATH } from '@/lib/cv/later-texts';
import messages from '@/messages/pt-BR.json';
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';
import { GET as texts } from './texts/route';

withSandbox();

async function loggedIn(document: string) {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

const PATH = '/api/cv/texts';

describe('GET /api/cv/texts', () => {
  it("gives every section's texts, for the browser to keep an hour only under this version's digest", async () => {
    const customer = await loggedIn('529.982.247-25');
    expect((await customer.send(texts, 'GET', CV_LATER_PATH)).headers['cache-control']).toBe('private, max-age=3600');
    expect((await customer.send(texts, 'GET', `${PATH}?v=another-version`)).headers['cache-control']).toBe('no-store');
    const answer = await customer.send(texts, 'GET', PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const cv = (answer.json.texts as { Cv: Record<string, unknown> }).Cv;
    expect(cv.personal).toEqual(messages.Cv.personal);
    expect(cv.education).toEqual(messages.Cv.education);
    expect(cv.entries).toEqual(messages.Cv.entries);
    expect(cv.templates).toEqual(messages.Cv.templates);
    expect(cv.sectionLeads).toEqual(messages.Cv.sectionLeads);
    // The page's own texts (the steps, autosave) are not sent again, nor anything the browser never shows.
    expect(Object.keys(cv)).not.toContain('autosave');
    expect(Object.keys(cv)).not.toContain('document');
  });

  it('is read at a path naming the digest of what it answers, so a kept copy is never of another version', async () => {
    const answer = await (await loggedIn('529.982.247-25')).send(texts, 'GET', CV_LATER_PATH);
    expect(answer.status).toBe(200);
    const digest = createHash('sha256').update(JSON.stringify(answer.json)).digest('base64url').slice(0, 12);
    expect(CV_LATER_PATH).toBe(`${PATH}?v=${digest}`);
  });

  it('401 without a session; 403 for a customer without the CV builder', async () => {
    expect((await browser().send(texts, 'GET', PATH)).status).toBe(401);
    const selfEmployed = await (await loggedIn('111.444.777-35')).send(texts, 'GET', PATH);
    expect(selfEmployed.status).toBe(403);
  });
});
