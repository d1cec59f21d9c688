/** @jest-environment node */
import { POST as chooseEcosystem } from '@/app/api/auth/ecosystem/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { SESSION_HEADER_PATH, type HeaderView } from '@/lib/session/header-view';
import { DEMO_PASSWORD, browser, withSandbox } from '@/testing/bff-harness';
import { GET as header } from './route';

withSandbox();

async function loggedIn(document: string, product?: '3' | '5') {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document, password: DEMO_PASSWORD })).status).toBe(200);
  if (product) expect((await customer.post(chooseEcosystem, '/api/auth/ecosystem', { product })).status).toBe(200);
  return customer;
}
const read = (who: ReturnType<typeof browser>) => who.send(header, 'GET', SESSION_HEADER_PATH);

describe('GET /api/session/header', () => {
  it("answers the greeting's names and only the customer's services, labelled, never cached", async () => {
    const answer = await read(await loggedIn('529.982.247-25'));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^no-store\b/);
    expect(answer.json as HeaderView).toEqual({
      names: 'Mariana Souza Oliveira',
      services: [
        { href: '/auth/inicio-fazer-cursos', label: 'Mais de 1.500 cursos online', paths: ['/auth/inicio-fazer-cursos', '/auth/cursos'] },
        { href: '/auth/inicio-criar-curriculo', label: 'Crie seu currículo', paths: ['/auth/inicio-criar-curriculo', '/auth/curriculo'] },
        {
          href: '/auth/inicio-falar-especialista',
          label: 'Fale com um especialista',
          paths: ['/auth/inicio-falar-especialista', '/auth/empregabilidade/falar-com-especialista'],
        },
        { href: '/auth/inicio-procurar-emprego', label: 'Procure emprego', paths: ['/auth/inicio-procurar-emprego', '/auth/ofertas-emprego'] },
        { href: '/auth/comparador-salarial-v2', label: 'Comparador salarial', paths: ['/auth/comparador-salarial-v2'] },
      ],
    });
  });

  it('gives another customer their own services (the Autônomo ones)', async () => {
    const answer = await read(await loggedIn('111.444.777-35'));
    expect((answer.json as HeaderView).names).toBe('João Pedro Almeida');
    expect((answer.json as HeaderView).services.map(({ label }) => label)).toEqual([
      'Mais de 1.500 cursos online',
      'Orientação em marketing digital',
      'Orientação financeira',
      'Criação de logo',
    ]);
  });

  it('carries nothing secret: no JWT, CPF, ecosystem metas or session times', async () => {
    const answer = await read(await loggedIn('529.982.247-25'));
    expect(Object.keys(answer.json).sort()).toEqual(['names', 'services']);
    expect(answer.text).not.toMatch(/jwt|eyJ|529\.?982|52998224725|meta|issuedAt|lastSeenAt|lastsession/i);
  });

  it('answers 401 without a session, after logout and with a tampered cookie (which it clears)', async () => {
    expect((await read(browser())).status).toBe(401);

    const customer = await loggedIn('529.982.247-25');
    expect((await customer.post(logout, '/api/auth/logout')).status).toBe(204);
    expect((await read(customer)).status).toBe(401);

    const tampered = await loggedIn('529.982.247-25');
    const [name, value] = [...tampered.cookies].find(([cookie]) => /portal-session$/.test(cookie))!;
    tampered.cookies.set(name, `${value.slice(0, -5)}${value.at(-5) === 'A' ? 'B' : 'A'}${value.slice(-4)}`);
    const answer = await read(tampered);
    expect(answer.status).toBe(401);
    expect(answer.setCookies.some((cookie) => cookie.startsWith(`${name}=`) && /max-age=0/i.test(cookie))).toBe(true);
  });

  it("after the ecosystem choice, gives the chosen ecosystem's services", async () => {
    const answer = await read(await loggedIn('390.533.447-05', '3'));
    expect((answer.json as HeaderView).names).toBe('Fernanda Lima Costa');
    expect((answer.json as HeaderView).services.map(({ label }) => label)).toContain('Comparador salarial');
  });
});
