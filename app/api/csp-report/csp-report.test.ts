/** @jest-environment node */
import { SITE, withSandbox } from '@/testing/bff-harness';
import { POST } from './route';

// No insurer call here: the harness for its log capture and the limits reset before each test.
const sandbox = withSandbox();

const send = (body: string, { type = 'application/reports+json', ip = '198.51.100.20' }: { type?: string; ip?: string } = {}) =>
  POST(new Request(`${SITE}/api/csp-report`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': ip, origin: 'null' }, body }));

const cspLines = () => sandbox.allLogLines.filter((line) => line.includes('"event":"csp.report"')).map((line) => JSON.parse(line) as Record<string, unknown>);

const modern = (over: Record<string, unknown> = {}) => ({
  type: 'csp-violation',
  age: 10,
  url: 'https://beneficios.example.com.br/auth/perfil?cpf=52998224725',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'https://beneficios.example.com.br/auth/perfil?cpf=52998224725#x',
    blockedURL: 'https://evil.example/track.js?who=maria@example.com',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'",
    disposition: 'enforce',
    sample: 'maria@example.com',
    statusCode: 200,
    ...over,
  },
});

describe('POST /api/csp-report', () => {
  it('takes the Reporting API’s batch: 204, one line per violation, only origin, directive and path', async () => {
    const answer = await send(JSON.stringify([modern(), modern({ blockedURL: 'inline', effectiveDirective: 'style-src-attr' }), { type: 'deprecation', body: { id: 'x' } }]));
    expect(answer.status).toBe(204);
    const lines = cspLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'warn', directive: 'script-src-elem', blocked: 'https://evil.example', page: '/auth/perfil', disposition: 'enforce' });
    expect(lines[1]).toMatchObject({ directive: 'style-src-attr', blocked: 'inline', page: '/auth/perfil' });
    const logged = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const personal of ['52998224725', 'maria', 'who=', 'Mozilla', 'track.js']) expect(logged).not.toContain(personal);
  });

  it('takes the older report-uri form (application/csp-report)', async () => {
    const body = { 'csp-report': { 'document-uri': 'https://beneficios.example.com.br/?q=1', 'blocked-uri': 'data', 'violated-directive': 'img-src', disposition: 'report' } };
    expect((await send(JSON.stringify(body), { type: 'application/csp-report' })).status).toBe(204);
    expect(cspLines()).toEqual([expect.objectContaining({ directive: 'img-src', blocked: 'data', page: '/', disposition: 'report' })]);
  });

  it('refuses other types (415), bodies past 8 KiB (413) and shapes that are no report (422), logging no violation', async () => {
    expect((await send(JSON.stringify([modern()]), { type: 'application/json' })).status).toBe(415);
    expect((await send(JSON.stringify([modern({ sample: 'x'.repeat(9000) })]))).status).toBe(413);
    for (const body of ['{', '[]', '{"csp-report": 1}', JSON.stringify([{ body: {} }]), JSON.stringify(Array.from({ length: 21 }, () => ({ type: 'csp-violation' })))]) {
      const answer = await send(body);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({ error: 'validation' });
    }
    expect(cspLines()).toHaveLength(0);
  });

  it('limits each client address to 60 a minute (429 with Retry-After); another address still reports', async () => {
    const one = JSON.stringify([modern()]);
    for (let i = 0; i < 60; i += 1) expect((await send(one)).status).toBe(204);
    const refused = await send(one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(one, { ip: '198.51.100.21' })).status).toBe(204);
  });
});
