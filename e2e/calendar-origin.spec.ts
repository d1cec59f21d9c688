import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO, expectLoggedIn } from './support/accounts';
import { addToCalendar, placeAppointment, SCHEDULING_TYPE } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, test } from './support/fixtures';
import { waitUntilUp } from './support/processes';
import { resetSandbox } from './support/sandbox';
import { extraPort, sandboxPort } from './support/servers';
import { brazilInstant, dayKey } from '../lib/time/brazil';

/**
 * A portal started without SITE_URL, on a port that is not 3000 (as an operator trying it on a
 * machine of their own would): the calendar entries it hands out lead to the address the customer
 * used, and the .ics UID carries that host, never SITE_URL's localhost:3000 default.
 */
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

function startPortalWithoutSiteUrl(port: number, worker: number): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort(worker)),
    INSURER_TIMEOUT_MS: '2000',
  };
  delete env.SITE_URL;
  delete env.REDIS_URL;
  return spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], { env, stdio: 'ignore' });
}

test.describe('calendar entries on a portal without SITE_URL', () => {
  test.setTimeout(120_000);
  let portal: ChildProcess | undefined;
  test.afterEach(() => portal?.kill('SIGKILL'));
  test.beforeEach(async ({ page, request }) => {
    await withConsentChosen(page);
    await resetSandbox(request);
  });

  test("'Adicionar à agenda' and the .ics file point at the portal's own address", async ({ page, request }, testInfo) => {
    const port = extraPort(testInfo.parallelIndex, 3);
    const own = `http://127.0.0.1:${port}`;
    portal = startPortalWithoutSiteUrl(port, testInfo.parallelIndex);
    await waitUntilUp(`${own}/api/health`, portal);

    // A confirmed session three days from now, 10:00 in Brasília.
    const start = brazilInstant(dayKey(Date.now() + 3 * 86_400_000), '10:00').toISOString();
    await placeAppointment(request, { identification: '52998224725', idSchedulingType: SCHEDULING_TYPE.specialist, startDate: start });

    const login = await page.request.post(`${own}/api/auth/login`, { data: { document: DEMO.employability.cpf, password: DEMO.password }, headers: { origin: own } });
    expect(login.status(), 'login through the BFF').toBe(200);
    await page.goto(`${own}/auth/perfil/agendamientos`);
    await expectLoggedIn(page, DEMO.employability.names);

    const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Fale com um especialista' });
    const ics = await addToCalendar(page, card, { start, title: 'Fale com um especialista' });
    // The download closed the list: open it again to read the Google Agenda link.
    const toggle = card.getByRole('button', { name: 'Adicionar à agenda' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const google = new URL((await card.getByRole('link', { name: 'Google Agenda (abre em nova aba)' }).getAttribute('href'))!);
    expect(google.searchParams.get('details')).toMatch(new RegExp(`: ${own}/auth/perfil/agendamientos$`));
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain(`URL;VALUE=URI:${own}/auth/perfil/agendamientos`);
    expect(unfolded).toMatch(/^UID:agendamento-\d+@127\.0\.0\.1\r?$/m);
    expect(unfolded).not.toContain('localhost:3000');
  });
});
