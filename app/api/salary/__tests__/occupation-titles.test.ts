/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { DEMO_PASSWORD, browser, withSandbox } from '@/test/bff-harness';
import { GET as titles } from '../occupation-titles/route';

withSandbox();

async function loggedIn(document: string) {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

const PATH = '/api/salary/occupation-titles';

describe('GET /api/salary/occupation-titles (issue 21 §1)', () => {
  it("gives each family's job titles, packed, for the browser to keep an hour", async () => {
    const answer = await (await loggedIn('529.982.247-25')).send(titles, 'GET', PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    const packed = answer.json.titles as string[][];
    expect(packed).toContainEqual(['2124', ...OCCUPATION_TITLES['2124']!]);
    expect(packed).toHaveLength(Object.keys(OCCUPATION_TITLES).length);
    // About 20 kB (6 kB compressed), read only when the field is used: the page does not carry it.
    expect(answer.text.length).toBeLessThan(24_000);
  });

  it('401 without a session; 403 for a customer without the comparator', async () => {
    expect((await browser().send(titles, 'GET', PATH)).status).toBe(401);
    const selfEmployed = await (await loggedIn('111.444.777-35')).send(titles, 'GET', PATH);
    expect(selfEmployed.status).toBe(403);
  });
});
