/** @jest-environment node */
import { POST as login } from '@/app/api/auth/login/route';
import { OCCUPATIONS } from '@/sandbox/content/occupations';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';
import { OCCUPATIONS_FORMAT, unpackGroups } from '@/lib/salary/occupation-search';
import { GET as occupations } from './occupations/route';

withSandbox();

async function loggedIn(document: string) {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

const PATH = `/api/salary/occupations?v=${OCCUPATIONS_FORMAT}`;

describe('GET /api/salary/occupations', () => {
  it("gives the occupations under their categories and each family's job titles, packed, for the browser to keep an hour", async () => {
    const answer = await (await loggedIn('529.982.247-25')).send(occupations, 'GET', PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    const groups = unpackGroups(answer.json.groups as [string, ...string[]][]);
    expect(groups.flatMap((group) => group.options)).toHaveLength(OCCUPATIONS.length);
    expect(groups.find((group) => group.category === 'Saúde')?.options).toContainEqual({ id: '2235', description: 'Enfermeiros e afins' });
    const packed = answer.json.titles as string[][];
    expect(packed).toContainEqual(['2124', ...OCCUPATION_TITLES['2124']!]);
    expect(packed).toHaveLength(Object.keys(OCCUPATION_TITLES).length);
    // About 35 kB, read only when the field is used: the page does not carry it.
    expect(answer.text.length).toBeLessThan(40_000);
  });

  it('is kept by the browser only under the version of its shape: another version (an older page) is not stored', async () => {
    const customer = await loggedIn('529.982.247-25');
    for (const other of ['/api/salary/occupations', '/api/salary/occupations?v=0']) {
      const answer = await customer.send(occupations, 'GET', other);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('401 without a session; 403 for a customer without the comparator', async () => {
    expect((await browser().send(occupations, 'GET', PATH)).status).toBe(401);
    const selfEmployed = await (await loggedIn('111.444.777-35')).send(occupations, 'GET', PATH);
    expect(selfEmployed.status).toBe(403);
  });
});
