// The logged-in pages in npm run bench: each /auth page, and / and the FAQ with a session
// cookie, against the bare reference page in the same run. Per page: the server's CPU time per
// request (the rendering process's utime + stime from /proc before and after an autocannon run,
// divided by the answers), 2xx requests per second, the HTML's raw and gzip bytes, and the bytes of
// texts sent to the browser (scripts/bench/rsc-texts.mjs). The reference is warmed up first, then
// runs just before each page (same length, same connections); each page's ratio is to the median of
// those reference runs (a single run of the reference moves by ±30 % on a busy machine), and the
// run just before it is kept in the JSON.
//
// Every page is requested with the session of a demo customer who holds its service (Mariana for
// Empregabilidade, João for Autônomo): an answer other than 200, or a 200 that is the
// not-in-your-benefits page, stops the section, since it would measure the wrong page.
import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib.mjs';
import { fire } from './cannon.mjs';
import { clockTicks, commandLine, cpuMsPerAnswer, listenerOf, processTree, procStat } from './proc.mjs';
import { clientTexts } from './rsc-texts.mjs';
import { median } from './stats.mjs';

/** Demo customers of the sandbox with one ecosystem each (no choice at login). */
export const AUTH_CUSTOMERS = {
  employability: { name: 'Mariana', document: '529.982.247-25' },
  selfEmployed: { name: 'João', document: '111.444.777-35' },
};
const PASSWORD = 'Beneficio@2026';

/**
 * The measured pages, in table order. `scope` 'auth' are the /auth pages, 'public' the pages that
 * are prerendered without a session and rendered per request with one. The job offer's path is
 * the first offer linked from the job search's results (`offerOf`).
 */
export const AUTH_PAGES = [
  { key: 'profile', path: '/auth/perfil', customer: 'employability', scope: 'auth' },
  { key: 'password', path: '/auth/perfil/senha', customer: 'employability', scope: 'auth' },
  { key: 'appointments', path: '/auth/perfil/agendamientos', customer: 'employability', scope: 'auth' },
  { key: 'specialist', path: '/auth/empregabilidade/falar-com-especialista', customer: 'employability', scope: 'auth' },
  { key: 'marketing', path: '/auth/itt/marketing', customer: 'selfEmployed', scope: 'auth' },
  { key: 'finance', path: '/auth/itt/orientacao-financeira', customer: 'selfEmployed', scope: 'auth' },
  { key: 'cv', path: '/auth/curriculo', customer: 'employability', scope: 'auth' },
  { key: 'salary', path: '/auth/comparador-salarial-v2?ocupacao=2251&uf=SP&nivel=junior', customer: 'employability', scope: 'auth' },
  { key: 'jobSearch', path: '/auth/ofertas-emprego/procurar?q=analista&uf=SP', customer: 'employability', scope: 'auth' },
  { key: 'jobOffer', offerOf: 'jobSearch', customer: 'employability', scope: 'auth' },
  { key: 'courses', path: '/auth/inicio-fazer-cursos', customer: 'employability', scope: 'auth' },
  { key: 'myCourses', path: '/auth/cursos/meus-cursos', customer: 'employability', scope: 'auth' },
  { key: 'logo', path: '/auth/itt/logo', customer: 'selfEmployed', scope: 'auth' },
  { key: 'dashboard', path: '/auth/meu-painel', customer: 'employability', scope: 'auth' },
  { key: 'dashboardSelfEmployed', path: '/auth/meu-painel', customer: 'selfEmployed', scope: 'auth' },
  { key: 'home', path: '/', customer: 'employability', scope: 'public' },
  { key: 'faq', path: '/perguntas-frequentes', customer: 'employability', scope: 'public' },
];

/** The path of the first job offer linked from a job search's HTML, without the search's query; null when none. */
export function firstOfferPath(html) {
  const match = /href="(\/auth\/ofertas-emprego\/\d+)[?"]/.exec(html);
  return match ? match[1] : null;
}

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The heading of the not-in-your-benefits page (messages/pt-BR.json), as it appears in the HTML. */
function notInBenefitsHeading() {
  const messages = JSON.parse(readFileSync(path.join(ROOT, 'messages', 'pt-BR.json'), 'utf8'));
  const title = messages.NotInBenefits?.title;
  if (typeof title !== 'string') throw new Error('messages/pt-BR.json has no NotInBenefits.title');
  return `>${escapeHtml(title)}</h1>`;
}

/** Logs `customer` in through the BFF; resolves to the Cookie header of the session. */
export async function logIn(base, { name, document }) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ document, password: PASSWORD }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`the login of ${name} answered ${response.status} ${text}`);
  if (JSON.parse(text).mustChooseEcosystem) throw new Error(`the login of ${name} waits for an ecosystem choice`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * How long a session goes before the proxy re-seals it on the next request (lib/session/session-data.ts
 * SESSION_REFRESH_MS; scripts/bench/auth-pages.test.ts checks they agree).
 */
export const SESSION_REFRESH_MS = 60 * 1000;

/**
 * The Cookie header after an answer's Set-Cookie lines, as a browser keeps it: each replaces the
 * cookie of its name, and one that expires it (empty value, Max-Age=0 or a past Expires) removes it.
 */
export function keptCookies(cookie, setCookies) {
  const jar = new Map((cookie ?? '').split('; ').filter(Boolean).map((pair) => [pair.split('=')[0], pair]));
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.split('=')[0];
    const expired =
      pair.slice(name.length + 1) === '' ||
      attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()));
    if (expired) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * One GET of `url` with `cookie`; throws unless it is a 200 of the page itself. Resolves to the
 * HTML and the Cookie header to send next.
 */
async function getPage(url, cookie, wrongPage) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}: wrong session or ecosystem`);
  if (wrongPage && html.includes(wrongPage)) throw new Error(`${url} is the not-in-your-benefits page: the customer lacks its service`);
  return { html, cookie: cookie ? keptCookies(cookie, response.headers.getSetCookie()) : null };
}

/**
 * An autocannon run of `url` (with `cookie`) while sampling the CPU time of `pids`: resolves to
 * {seconds, answers, rps (2xx/s), cpuMs: [per answer, for each pid]}. Throws on any answer but 200.
 */
async function cannonRun(url, { cookie, connections, seconds, pids, ticks }) {
  const { origin, pathname, search } = new URL(url);
  const before = pids.map(procStat);
  const run = await fire({
    url: origin,
    connections,
    durationSec: seconds,
    request: () => ({ method: 'GET', path: `${pathname}${search}`, headers: cookie ? { cookie } : {} }),
  });
  const after = pids.map(procStat);
  const answers = run.answers.length;
  const wrong = Object.entries(run.statuses).filter(([status]) => status !== '200');
  if (wrong.length > 0 || run.errors > 0) {
    throw new Error(`${url} under load: ${wrong.map(([status, n]) => `${n}× ${status}`).join(', ') || 'no wrong status'}, ${run.errors} errors (every answer must be a 200)`);
  }
  return { seconds: run.durationSec, answers, rps: (run.statuses['200'] ?? 0) / run.durationSec, cpuMs: pids.map((_, i) => cpuMsPerAnswer(before[i], after[i], answers, ticks)) };
}

const htmlSizes = (html) => ({ htmlBytes: html.length, htmlGzipBytes: gzipSync(html, { level: 9 }).length });

/**
 * Measures every page of AUTH_PAGES (or `only`, keys) beside the reference. `portal`: {base, port,
 * sandboxPort, pid} (pid: the process that started the portal, e.g. scripts/start.mjs);
 * `reference`: {url, port, pid}. Resolves to {ticksPerSecond, processes, reference, pages}.
 */
export async function authPages({ portal, reference, seconds, connections, warmSeconds = 2, log = () => {} }) {
  const ticks = clockTicks();
  const portalTree = processTree(portal.pid);
  const serverPid = listenerOf(portal.port, portalTree);
  const sandboxPid = listenerOf(portal.sandboxPort, portalTree);
  const referencePid = listenerOf(reference.port, processTree(reference.pid));
  const sandboxInProcess = sandboxPid === serverPid;
  const processes = {
    server: { pid: serverPid, command: commandLine(serverPid) },
    sandbox: { pid: sandboxPid, inServerProcess: sandboxInProcess },
    reference: { pid: referencePid, command: commandLine(referencePid) },
  };
  log(`auth: server pid ${serverPid} (${processes.server.command}), sandbox pid ${sandboxPid}${sandboxInProcess ? ' (the same process: its CPU is in the server figures)' : ' (its own process, measured apart)'}, reference pid ${referencePid}; ${ticks} ticks/s`);

  const wrongPage = Buffer.from(notInBenefitsHeading());
  const cookies = {};
  const sealedAt = {};
  for (const [key, customer] of Object.entries(AUTH_CUSTOMERS)) {
    cookies[key] = await logIn(portal.base, customer);
    sealedAt[key] = Date.now();
  }
  // One page's reads and runs below (the reference's 1 s, the warm-up, two runs), with a margin.
  const pageRunMs = (1 + warmSeconds + 2 * seconds + 3) * 1000;
  if (pageRunMs >= SESSION_REFRESH_MS) throw new Error(`one page's runs (${pageRunMs / 1000} s) must fit in the session's refresh time (${SESSION_REFRESH_MS / 1000} s)`);

  const { html: referenceHtml } = await getPage(reference.url, null, null);
  await fire({ url: reference.url, connections, durationSec: Math.max(5, seconds) });
  const referenceRuns = [];
  const pages = [];
  const found = {};
  for (const page of AUTH_PAGES) {
    const pagePath = page.path ?? firstOfferPath(found[page.offerOf]?.toString('utf8') ?? '');
    if (!pagePath) throw new Error(`no job offer linked from ${AUTH_PAGES.find((p) => p.key === page.offerOf)?.path}`);
    const url = new URL(pagePath, portal.base).toString();
    // A browser keeps the cookie the proxy sends back when it re-seals a session idle for a minute;
    // autocannon does not. So every run here must end within a minute of the seal it sends, or each
    // of its requests would re-seal the session (about 1.4 ms of CPU), which no customer's does:
    // when this page's runs would cross that minute, wait for it, and take the re-sealed cookie
    // from the page's first read.
    const age = Date.now() - sealedAt[page.customer];
    if (age + pageRunMs >= SESSION_REFRESH_MS) await sleep(SESSION_REFRESH_MS - age + 250);
    let html;
    for (let i = 0; i < 3; i += 1) {
      const before = cookies[page.customer];
      ({ html, cookie: cookies[page.customer] } = await getPage(url, before, wrongPage));
      if (cookies[page.customer] !== before) sealedAt[page.customer] = Date.now();
    }
    if (Date.now() - sealedAt[page.customer] + pageRunMs >= SESSION_REFRESH_MS) throw new Error(`${url}: the session was not re-sealed after a minute (proxy.ts, SESSION_REFRESH_MS)`);
    const cookie = cookies[page.customer];
    found[page.key] = html;
    await fire({ url: reference.url, connections, durationSec: 1 });
    await fire({ url: new URL(url).origin, connections, durationSec: warmSeconds, request: () => ({ method: 'GET', path: pagePath, headers: { cookie } }) });

    const referenceRun = await cannonRun(reference.url, { connections, seconds, pids: [referencePid], ticks });
    referenceRuns.push(referenceRun);
    const run = await cannonRun(url, { cookie, connections, seconds, pids: sandboxInProcess ? [serverPid] : [serverPid, sandboxPid], ticks });
    const texts = clientTexts(html.toString('utf8'));
    const measured = {
      key: page.key,
      path: pagePath,
      scope: page.scope,
      customer: AUTH_CUSTOMERS[page.customer].name,
      cpuMs: run.cpuMs[0],
      sandboxCpuMs: sandboxInProcess ? null : run.cpuMs[1],
      pairedReferenceCpuMs: referenceRun.cpuMs[0],
      rps: run.rps,
      answers: run.answers,
      ...htmlSizes(html),
      textsBytes: texts.bytes,
      payloadBytes: texts.payloadBytes,
      providers: texts.providers,
    };
    pages.push(measured);
    log(`auth: ${pagePath} ${measured.cpuMs.toFixed(1)} ms CPU/request (reference just before: ${measured.pairedReferenceCpuMs.toFixed(1)} ms), ${measured.rps.toFixed(0)} req/s, ${(measured.htmlBytes / 1000).toFixed(1)} kB HTML, ${(measured.textsBytes / 1000).toFixed(1)} kB texts`);
  }
  const referenceCpuMs = median(referenceRuns.map((run) => run.cpuMs[0]));
  return {
    ticksPerSecond: ticks,
    seconds,
    connections,
    processes,
    reference: {
      path: new URL(reference.url).pathname,
      cpuMs: referenceCpuMs,
      cpuMsRuns: referenceRuns.map((run) => run.cpuMs[0]),
      rps: median(referenceRuns.map((run) => run.rps)),
      ...htmlSizes(referenceHtml),
      textsBytes: clientTexts(referenceHtml.toString('utf8')).bytes,
    },
    pages: pages.map((page) => ({ ...page, referenceCpuMs })),
  };
}
