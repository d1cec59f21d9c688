/** @jest-environment node */
import { SAMPLE_LOGO } from '@/testing/logo-fixtures';
import { PNG } from 'pngjs';
import { POST as chooseEcosystem } from '@/app/api/auth/ecosystem/route';
import { POST as login } from '@/app/api/auth/login/route';
import { DELETE as deleteLogo, PUT as updateLogo } from './[id]/route';
import { GET as downloadPng } from './[id]/png/route';
import { GET as downloadSvg } from './[id]/svg/route';
import { GET as preview } from './preview/route';
import { POST as save } from './route';
import type { LogoDesign } from '@/lib/logo/catalog';
import { designQuery } from '@/lib/logo/design-query';
import { DEMO_PASSWORD, SITE, TIMEOUT_MS, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';

const sandbox = withSandbox();

const JOAO = '111.444.777-35';
const DESIGN = SAMPLE_LOGO;

type Customer = ReturnType<typeof browser>;
type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function loggedIn(cpf = JOAO): Promise<Customer> {
  const customer = browser();
  expect((await customer.post(login, '/api/auth/login', { document: cpf, password: DEMO_PASSWORD })).status).toBe(200);
  return customer;
}

/** A same-origin request with the customer's cookies to a route with dynamic segments (GET, PUT or DELETE). */
async function call(handler: RouteHandler, customer: Customer, path: string, params: Record<string, string> = {}, method = 'GET', body: unknown = {}) {
  const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = { origin: SITE, ...(cookie ? { cookie } : {}) };
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const request = new Request(`${SITE}${path}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) });
  return handler(request, { params: Promise.resolve(params) });
}

const saveDesign = (customer: Customer, design: unknown = DESIGN) => customer.post(save, '/api/logo', { design });
const stored = async (cpf = '11144477735') => (await sandbox.inspect(`/logos/${cpf}`)).logos as { id: string; title: string; design: LogoDesign }[];

async function savedId(customer: Customer, design: LogoDesign = DESIGN): Promise<string> {
  const answer = await saveDesign(customer, design);
  expect(answer.status).toBe(200);
  return answer.json.id as string;
}

describe('saving a logo', () => {
  it('keeps the design’s parameters with the insurer and answers the saved logo', async () => {
    const joao = await loggedIn();
    const answer = await saveDesign(joao);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), design: DESIGN, createdAt: expect.any(String) });
    expect(await stored()).toEqual([expect.objectContaining({ id: answer.json.id, title: 'Café São João', design: DESIGN })]);
    expect(answer.text).not.toMatch(/eyJ[\w-]+\./);
  });

  it('refuses the 6th logo with a clear message; the five stay', async () => {
    const joao = await loggedIn();
    for (let i = 1; i <= 5; i++) expect((await saveDesign(joao, { ...DESIGN, name: `Loja ${i}` })).status).toBe(200);
    const sixth = await saveDesign(joao, { ...DESIGN, name: 'Loja 6' });
    expect(sixth.status).toBe(400);
    expect(sixth.json).toEqual({ error: 'business', code: '101', message: 'Você já salvou 5 logos. Exclua um deles para salvar outro.' });
    expect((await stored()).map((logo) => logo.title).sort()).toEqual(['Loja 1', 'Loja 2', 'Loja 3', 'Loja 4', 'Loja 5']);
  });

  it('validates the design with pt-BR messages before calling the insurer', async () => {
    const joao = await loggedIn();
    sandbox.logLines.length = 0;
    const answer = await saveDesign(joao, {
      ...DESIGN,
      name: 'a'.repeat(61),
      slogan: 'b'.repeat(41),
      font: 'comic-sans',
      colors: { ...DESIGN.colors, primary: 'red' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({
      'design.name': 'O nome pode ter no máximo 60 caracteres.',
      'design.slogan': 'O slogan pode ter no máximo 40 caracteres.',
      'design.font': 'Escolha uma das opções.',
      'design.colors.primary': 'Informe uma cor no formato #RRGGBB.',
    });
    expect((await saveDesign(joao, { ...DESIGN, name: '   ' })).json.fields).toEqual({ 'design.name': 'Informe o nome do negócio.' });
    expect((await saveDesign(joao, { ...DESIGN, name: 'Loja\u0000' })).json.fields).toEqual({ 'design.name': 'Use letras, números, espaços, pontuação ou emojis no nome.' });
    expect(sandbox.logLines).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('60 characters, one character and emoji are fine (an emoji is one character)', async () => {
    const joao = await loggedIn();
    for (const name of ['Padaria e Confeitaria Doce Sabor da Vovó Maria Aparecida Sil', 'Ç', '🚀'.repeat(60), 'Açaí 🍇 da Praça']) {
      expect((await saveDesign(joao, { ...DESIGN, name })).status).toBe(200);
    }
  });

  it('a name of 60 emoji too long for the insurer (past its 120 code points) is refused on the name, before the insurer', async () => {
    const joao = await loggedIn();
    sandbox.logLines.length = 0;
    for (const name of ['👩‍💻'.repeat(60), '👨‍👩‍👧‍👦'.repeat(18)]) {
      const answer = await saveDesign(joao, { ...DESIGN, name });
      expect(answer.status).toBe(422);
      expect(answer.json.fields).toEqual({ 'design.name': 'O nome ficou longo demais para o logo: use menos emojis ou símbolos.' });
    }
    expect((await saveDesign(joao, { ...DESIGN, slogan: '👨‍👩‍👧‍👦'.repeat(18) })).json.fields).toEqual({ 'design.slogan': 'O slogan ficou longo demais para o logo: use menos emojis ou símbolos.' });
    expect(sandbox.logLines).toEqual([]);
    expect((await saveDesign(joao, { ...DESIGN, name: '👍🏽'.repeat(60) })).status).toBe(200);
  });

  it('an insurer refusal the portal does not know (its 400 for a request it finds invalid) → the portal’s message, never the insurer’s text', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    for (const path of [WIRE_PATHS.logoSave, WIRE_PATHS.logoUpdate]) {
      await sandbox.fault({ path, status: 400, times: 1 });
      const answer = path === WIRE_PATHS.logoSave ? await saveDesign(joao) : await call(updateLogo, joao, `/api/logo/${id}`, { id }, 'PUT', { design: DESIGN });
      const json = answer instanceof Response ? await answer.json() : answer.json;
      expect(answer.status).toBe(400);
      expect(json).toEqual({ error: 'business', message: 'Não foi possível concluir esta ação com o logo. Tente novamente em alguns minutos.' });
    }
  });

  it('a name none of the fonts can draw is refused on the name', async () => {
    const joao = await loggedIn();
    const answer = await saveDesign(joao, { ...DESIGN, name: '漢字' });
    expect(answer.status).toBe(422);
    expect(answer.json.fields).toEqual({ 'design.name': 'Não conseguimos desenhar nenhum caractere deste nome. Use letras, números ou emojis.' });
  });

  it('needs a session (401) and the logo service (403)', async () => {
    expect((await saveDesign(browser())).status).toBe(401);
    const mariana = await loggedIn('529.982.247-25');
    const answer = await saveDesign(mariana);
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe('SERVICE_NOT_INCLUDED');
  });

  it('an insurer failure → 502, a slow insurer → 504; nothing saved', async () => {
    const joao = await loggedIn();
    await sandbox.fault({ path: WIRE_PATHS.logoSave, status: 500, times: 1 });
    expect((await saveDesign(joao)).status).toBe(502);
    await sandbox.fault({ path: WIRE_PATHS.logoSave, latencyMs: TIMEOUT_MS + 500, times: 1 });
    expect((await saveDesign(joao)).status).toBe(504);
    await sandbox.fault({ path: WIRE_PATHS.logoSave, body: 'garbage', times: 1 });
    expect((await saveDesign(joao)).status).toBe(502);
  });
});

describe('downloading a saved logo', () => {
  it('as SVG: an attachment named after the business, holding its name escaped, never as markup', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao, { ...DESIGN, name: 'Café <b>& "Cia"</b>' });
    const response = await call(downloadSvg, joao, `/api/logo/${id}/svg`, { id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cafe-b-cia-b.svg"; filename*=UTF-8''cafe-b-cia-b.svg`);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(svg).toContain('<title>Café &lt;b&gt;&amp; &quot;Cia&quot;&lt;/b&gt; — Desde 1998</title>');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toMatch(/<text\b|<script|<image|<foreignObject/);
  });

  it('as PNG: 1024 × 1024, transparent background, with the rendering time', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    const response = await call(downloadPng, joao, `/api/logo/${id}/png`, { id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('filename="cafe-sao-joao.png"');
    expect(response.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1024, 1024]);
    const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
    expect([alpha(0, 0), alpha(1023, 0), alpha(0, 1023), alpha(1023, 1023)]).toEqual([0, 0, 0, 0]);
    expect(png.data.some((value, i) => i % 4 === 3 && value === 255)).toBe(true);
  });

  it('only the customer’s own logos: another customer’s id, an unknown or a malformed one → 404', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    const fernanda = await loggedIn('390.533.447-05');
    expect((await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '5' })).status).toBe(200);
    const theirs = await call(downloadSvg, fernanda, `/api/logo/${id}/svg`, { id });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: 'notFound', code: '102', message: 'Este logo não existe mais. Atualize a página para ver seus logos.' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(downloadPng, joao, `/api/logo/${unknown}/png`, { id: unknown })).status).toBe(404);
    expect((await call(downloadSvg, joao, '/api/logo/..%2F..%2Fetc/svg', { id: '../../etc' })).status).toBe(404);
  });

  it('needs a session (401) and the logo service (403)', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    expect((await call(downloadSvg, browser(), `/api/logo/${id}/svg`, { id })).status).toBe(401);
    const mariana = await loggedIn('529.982.247-25');
    expect((await call(downloadPng, mariana, `/api/logo/${id}/png`, { id })).status).toBe(403);
  });

  it('at most 20 PNGs a minute per customer (429 with Retry-After)', async () => {
    const joao = await loggedIn('390.533.447-05');
    expect((await joao.post(chooseEcosystem, '/api/auth/ecosystem', { product: '5' })).status).toBe(200);
    const id = await savedId(joao, { ...DESIGN, name: 'Ç', slogan: '' });
    for (let i = 0; i < 20; i++) expect((await call(downloadPng, joao, `/api/logo/${id}/png`, { id })).status).toBe(200);
    const refused = await call(downloadPng, joao, `/api/logo/${id}/png`, { id });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toBe('Você gerou muitos arquivos PNG em pouco tempo. Aguarde um minuto e tente novamente.');
  });
});

describe('editing a saved logo again', () => {
  const edited: LogoDesign = { ...DESIGN, colors: { ...DESIGN.colors, primary: '#0a7f3f' }, layout: 'empilhado' };

  it('replaces its design with the insurer: the same id and day, one logo still', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    const answer = await call(updateLogo, joao, `/api/logo/${id}`, { id }, 'PUT', { design: edited });
    expect(answer.status).toBe(200);
    const logo = (await answer.json()) as { id: string; design: LogoDesign };
    expect(logo).toMatchObject({ id, design: edited });
    expect(await stored()).toEqual([expect.objectContaining({ id, design: edited })]);
  });

  it("is not possible on another customer's logo, nor on one that is gone (404); the design is validated first (422)", async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    const fernanda = await loggedIn('390.533.447-05');
    expect((await fernanda.post(chooseEcosystem, '/api/auth/ecosystem', { product: '5' })).status).toBe(200);
    expect((await call(updateLogo, fernanda, `/api/logo/${id}`, { id }, 'PUT', { design: edited })).status).toBe(404);
    const invalid = await call(updateLogo, joao, `/api/logo/${id}`, { id }, 'PUT', { design: { ...edited, colors: { ...edited.colors, primary: 'verde' } } });
    expect(invalid.status).toBe(422);
    expect(await stored()).toEqual([expect.objectContaining({ id, design: DESIGN })]);
    expect((await call(deleteLogo, joao, `/api/logo/${id}`, { id }, 'DELETE')).status).toBe(204);
    expect((await call(updateLogo, joao, `/api/logo/${id}`, { id }, 'PUT', { design: edited })).status).toBe(404);
  });
});

describe('deleting a saved logo', () => {
  it('removes it (204); a second time → 404', async () => {
    const joao = await loggedIn();
    const id = await savedId(joao);
    expect((await call(deleteLogo, joao, `/api/logo/${id}`, { id }, 'DELETE')).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await call(deleteLogo, joao, `/api/logo/${id}`, { id }, 'DELETE')).status).toBe(404);
  });
});

describe('previewing a design', () => {
  it('draws the design of the query as inline SVG, storing nothing', async () => {
    const joao = await loggedIn();
    const response = await call(preview, joao, `/api/logo/preview?${designQuery(DESIGN)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox");
    expect(await response.text()).toContain('<title>Café São João — Desde 1998</title>');
    expect(await stored()).toEqual([]);
  });

  it('a bad query → 422 with pt-BR messages', async () => {
    const joao = await loggedIn();
    const query = designQuery(DESIGN).replace('layout=horizontal', 'layout=diagonal').replace('name=', 'name=%00');
    const response = await call(preview, joao, `/api/logo/preview?${query}`);
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ name: 'Use letras, números, espaços, pontuação ou emojis no nome.', layout: 'Escolha uma das opções.' });
  });
});
