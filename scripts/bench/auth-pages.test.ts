/** @jest-environment node */
import { SESSION_REFRESH_MS as BENCH_REFRESH_MS, firstOfferPath, keptCookies } from '@/scripts/bench/auth-pages.mjs';
import { SESSION_REFRESH_MS } from '@/lib/session/session-data';
import { BUSY_LOAD, busyLoad } from '@/scripts/bench/machine.mjs';
import { cpuMsPerAnswer, listeningInodes, parseProcStat } from '@/scripts/bench/proc.mjs';
import { clientTexts, flightRows, rscPayload } from '@/scripts/bench/rsc-texts.mjs';
import { AUTH_TARGETS, authTable, authVerdicts, missedAuthTargets, type AuthPage, type AuthResults } from '@/scripts/bench/targets.mjs';

describe('/proc parsing', () => {
  it('reads ppid, utime and stime after a command name holding spaces and parentheses', () => {
    const line = '4242 (next-server (v16.4.6)) S 4200 4199 4418 0 -1 4194560 110699 0 0 0 1234 56 0 0 20 0 11 0 31845 10356420608 83400\n';
    expect(parseProcStat(line)).toEqual({ pid: 4242, comm: 'next-server (v16.4.6)', state: 'S', ppid: 4200, utime: 1234, stime: 56 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseProcStat('no parentheses here')).toThrow('not a /proc/<pid>/stat line');
    expect(() => parseProcStat('1 (x) S 0')).toThrow('no utime/stime');
  });

  it('finds the inodes listening on a port, in tcp and tcp6 notation, and ignores connections', () => {
    const tcp6 = [
      '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 00000000000000000000000000000000:1518 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 98765 1 0000 100 0 0 10 0',
      '   1: 0000000000000000FFFF00000100007F:1518 0000000000000000FFFF00000100007F:D2F0 01 00000000:00000000 00:00000000 00000000     0        0 11111 1 0000 20 4 30 10 -1',
      '   2: 00000000000000000000000000000000:1519 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 22222 1 0000 100 0 0 10 0',
    ].join('\n');
    expect(listeningInodes(tcp6, 5400)).toEqual(['98765']);
    expect(listeningInodes(tcp6, 5401)).toEqual(['22222']);
    expect(listeningInodes(tcp6, 3000)).toEqual([]);
  });

  it('turns ticks into CPU milliseconds per answer', () => {
    expect(cpuMsPerAnswer({ utime: 100, stime: 10 }, { utime: 300, stime: 60 }, 500, 100)).toBeCloseTo(5, 10);
    expect(cpuMsPerAnswer({ utime: 0, stime: 0 }, { utime: 250, stime: 0 }, 1000, 250)).toBeCloseTo(1, 10);
    expect(cpuMsPerAnswer({ utime: 0, stime: 0 }, { utime: 10, stime: 0 }, 0, 100)).toBeNaN();
  });
});

/** An HTML page whose RSC payload (split into pushes at `cuts`) is `payload`, escaped as Next.js does. */
function htmlOf(payload: string, cuts: number[]): string {
  const escape = (json: string) => json.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');
  const bounds = [0, ...cuts, payload.length];
  const pushes = bounds.slice(1).map((end, i) => `<script nonce="n">self.__next_f.push(${escape(JSON.stringify([1, payload.slice(bounds[i], end)]))})</script>`);
  return `<!DOCTYPE html><html><body><h1>Oi</h1><script nonce="n">(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join('')}</body></html>`;
}

const ROOT_MESSAGES = { Common: { close: 'Fechar' }, Header: { logoAlt: 'Portal de Benefícios <início>' } };
const PAGE_MESSAGES = { Common: '$2:props:messages:Common', Profile: { title: 'Meu Perfil' } };
/** A segment's MoreTexts (lib/i18n/MoreTexts.tsx): messages without a locale, merged in the browser. */
const SEGMENT_MESSAGES = { Survey: { title: 'Pesquisa' } };
const LONG_TEXT = 'Política de privacidade — ação\nsegunda linha';
const PAYLOAD = [
  '0:{"P":null,"b":"build"}\n',
  '6:"/_next/static/chunks/a.js"\n',
  '18:I[75696,["$6"],"default"]\n',
  `2:["$","$L18",null,{"formats":"$undefined","locale":"pt-BR","messages":${JSON.stringify(ROOT_MESSAGES)},"children":"$L4"}]\n`,
  `7:T${Buffer.byteLength(LONG_TEXT).toString(16)},${LONG_TEXT}`,
  '4:["$","main",null,{"children":["$","$L18",null,{"locale":"pt-BR","messages":' + JSON.stringify(PAGE_MESSAGES) + ',"children":"$7"}]}]\n',
  '9:["$","$L19",null,{"messages":{"not":"a provider: no namespaces"}}]\n',
  `a:["$","$L1a",null,{"messages":${JSON.stringify(SEGMENT_MESSAGES)},"children":"$L4"}]\n`,
].join('');

describe('the texts sent to the browser (RSC payload)', () => {
  const html = htmlOf(PAYLOAD, [40, 200, 260]);

  it('joins the pushes back into the payload, undoing the HTML escapes', () => {
    expect(rscPayload(html).toString('utf8')).toBe(PAYLOAD);
  });

  it('reads JSON rows, tagged rows and length-prefixed text rows (UTF-8 bytes, newlines inside)', () => {
    const rows = flightRows(rscPayload(html));
    expect(rows.map((row) => `${row.id}:${row.tag}`)).toEqual(['0:', '6:', '18:I', '2:', '7:T', '4:', '9:', 'a:']);
    expect(rows.find((row) => row.id === '7')?.text).toBe(LONG_TEXT);
  });

  it('measures the messages of every provider and MoreTexts, references as sent', () => {
    const texts = clientTexts(html);
    const rootBytes = Buffer.byteLength(JSON.stringify(ROOT_MESSAGES));
    const pageBytes = Buffer.byteLength(JSON.stringify(PAGE_MESSAGES));
    const segmentBytes = Buffer.byteLength(JSON.stringify(SEGMENT_MESSAGES));
    expect(texts.providers).toEqual([
      { bytes: rootBytes, namespaces: ['Common', 'Header'], shared: 0 },
      { bytes: pageBytes, namespaces: ['Common', 'Profile'], shared: 1 },
      { bytes: segmentBytes, namespaces: ['Survey'], shared: 0 },
    ]);
    expect(texts.bytes).toBe(rootBytes + pageBytes + segmentBytes);
    expect(texts.payloadBytes).toBe(Buffer.byteLength(PAYLOAD));
  });

  it('finds nothing in a page without a provider or without a payload', () => {
    expect(clientTexts(htmlOf('0:{"P":null}\n1:["$","h1",null,{"children":"Referência"}]\n', [])).bytes).toBe(0);
    expect(clientTexts('<html><body>static</body></html>')).toEqual({ payloadBytes: 0, providers: [], bytes: 0 });
  });
});

describe('the auth section', () => {
  it('takes the first job offer of a search, without the search’s query', () => {
    expect(firstOfferPath('<a href="/auth/ofertas-emprego/procurar?pagina=2">2</a><a href="/auth/ofertas-emprego/468?q=analista&amp;uf=SP">x</a><a href="/auth/ofertas-emprego/12">y</a>')).toBe(
      '/auth/ofertas-emprego/468',
    );
    expect(firstOfferPath('<a href="/auth/ofertas-emprego/7">y</a>')).toBe('/auth/ofertas-emprego/7');
    expect(firstOfferPath('<p>Nenhuma vaga</p>')).toBeNull();
  });

  const page = (overrides: Partial<AuthPage>): AuthPage => ({
    key: 'profile',
    path: '/auth/perfil',
    scope: 'auth',
    customer: 'Mariana',
    cpuMs: 6,
    sandboxCpuMs: 0.8,
    referenceCpuMs: 2,
    rps: 80,
    answers: 400,
    htmlBytes: 40_000,
    htmlGzipBytes: 12_000,
    textsBytes: 8_000,
    payloadBytes: 30_000,
    providers: [{ bytes: 8_000, namespaces: ['Common'], shared: 0 }],
    ...overrides,
  });

  it('are the agreed numbers', () => {
    expect(AUTH_TARGETS).toEqual({ cpuRatio: 3, publicCpuRatio: 1.5, htmlBytes: 40_000, textsBytes: 8_000 });
  });

  it('are met at their limits and missed one step past them; / and the FAQ have no HTML target and a tighter CPU one', () => {
    expect(authVerdicts(page({}))).toEqual({ cpu: true, html: true, texts: true });
    expect(authVerdicts(page({ cpuMs: 6.01, htmlBytes: 40_001, textsBytes: 8_001 }))).toEqual({ cpu: false, html: false, texts: false });
    expect(authVerdicts(page({ scope: 'public', path: '/', cpuMs: 3, htmlBytes: 90_000 }))).toEqual({ cpu: true, html: null, texts: true });
    expect(authVerdicts(page({ scope: 'public', path: '/', cpuMs: 3.01 })).cpu).toBe(false);
  });

  const results = (): AuthResults => ({
    reference: { path: '/', cpuMs: 2, rps: 500, htmlBytes: 4_300, htmlGzipBytes: 1_600, textsBytes: 0 },
    pages: [page({}), page({ key: 'salary', path: '/auth/comparador-salarial-v2?ocupacao=2251', cpuMs: 20, htmlBytes: 150_000 }), page({ key: 'home', path: '/', scope: 'public', cpuMs: 17 })],
  });

  it('lists the missed targets by page', () => {
    expect(missedAuthTargets(results())).toEqual(['/auth/comparador-salarial-v2?ocupacao=2251: CPU ≤ 3×', '/auth/comparador-salarial-v2?ocupacao=2251: HTML ≤ 40.0 kB', '/: CPU ≤ 1.5×']);
  });

  it('prints one row per page beside the reference, and marks a busy machine', () => {
    const table = authTable(results());
    const lines = table.split('\n');
    expect(lines[0]).toBe('| Page | Session | CPU / request | × reference | Sandbox CPU / request | req/s (2xx) | HTML raw / gzip | Texts | Logged-in targets |');
    expect(lines[2]).toBe('| bare reference page (median of 3 runs) | — | 2.0 ms | 1.00× |  | 500 | 4.3 / 1.6 kB | 0.0 kB |  |');
    expect(lines[3]).toBe('| `/auth/perfil` | Mariana | 6.0 ms | 3.00× | 0.8 ms | 80 | 40.0 / 12.0 kB | 8.0 kB (1 provider) | ✔ |');
    expect(lines[4]).toContain('| 20.0 ms | 10.00× |');
    expect(lines[4]).toContain('✖ CPU ≤ 3×, ✖ HTML ≤ 40.0 kB');
    expect(lines[5]).toContain('✖ CPU ≤ 1.5×');
    expect(table).not.toContain('Busy machine');
    expect(authTable(results(), { busy: 4.2 })).toMatch(/^⚠ Busy machine: load average \(1 min\) 4\.2 at the section's start \(over 1\.5\)/);
  });

  it('calls a machine busy over a load average of 1.5', () => {
    expect(BUSY_LOAD).toBe(1.5);
    expect(busyLoad(1.5)).toBeNull();
    expect(busyLoad(1.51)).toBe(1.51);
  });
});

describe('the session cookie the bench sends (as a browser keeps it)', () => {
  it('assumes the proxy re-seals a session after the same idle time as lib/session', () => {
    expect(BENCH_REFRESH_MS).toBe(SESSION_REFRESH_MS);
  });

  it('replaces a cookie by its name, keeps the others, and adds new ones', () => {
    const kept = keptCookies('portal-session=old; consent=all', ['portal-session=new; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/']);
    expect(kept).toBe('portal-session=new; consent=all; other=1');
  });

  it('drops a cookie the answer expires (empty value, Max-Age=0, a past Expires)', () => {
    expect(keptCookies('a=1; b=2; c=3; d=4', ['a=; Path=/', 'b=x; Max-Age=0', 'c=y; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'd=5; Max-Age=60'])).toBe('d=5');
  });
});
