import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AvailabilityView, DaySlotsView } from '../../lib/booking/contract';
import { brazilInstant, dayKey, formatLongDate } from '../../lib/time/brazil';
import { DEMO, expectLoggedIn } from './accounts';
import { portalUrl, sandboxUrl } from './servers';

/** Video appointments (e2e/booking*.spec.ts): the sandbox's appointments and the booking page's parts. */

const devEndpoints = () => `${sandboxUrl(test.info().parallelIndex)}/__sandbox`;

export const SCHEDULING_TYPE = { specialist: 2023, marketing: 2043, finance: 2037 } as const;

export type StoredAppointment = {
  identification: string;
  idAppointment: number;
  idSchedulingType: number;
  startDate: string;
  observation: string;
  state: 'created' | 'active' | 'updated' | 'deleted';
  videoUrl: string;
};

/** Every customer's appointment in the sandbox, newest first. */
export async function readAppointments(request: APIRequestContext): Promise<StoredAppointment[]> {
  const response = await request.get(`${devEndpoints()}/appointments`);
  expect(response.ok(), 'sandbox appointments').toBe(true);
  return ((await response.json()) as { appointments: StoredAppointment[] }).appointments;
}

/** An appointment at any instant, without the booking rules (docs/sandbox.md); a null CPF holds a place for someone else. */
export async function placeAppointment(
  request: APIRequestContext,
  body: { identification: string | null; idSchedulingType: number; startDate: string; state?: StoredAppointment['state']; observation?: string },
): Promise<StoredAppointment> {
  const response = await request.post(`${devEndpoints()}/appointments`, { data: body });
  expect(response.status(), 'sandbox appointment placed').toBe(201);
  return ((await response.json()) as { appointment: StoredAppointment }).appointment;
}

/** The advisers confirm an appointment at once (the sandbox does it by itself after 5 minutes): it reads as 'active'. */
export async function confirmAppointment(request: APIRequestContext, id: number): Promise<StoredAppointment> {
  const response = await request.post(`${devEndpoints()}/appointments/${id}/confirm`);
  expect(response.status(), 'sandbox appointment confirmed').toBe(200);
  return ((await response.json()) as { appointment: StoredAppointment }).appointment;
}

/** Fernanda has three ecosystems: she logs in and chooses one ('3' Empregabilidade, '5' Autônomo) over the BFF, then opens `path`. */
export async function loginChoosing(page: Page, product: '3' | '5', path: string): Promise<void> {
  const base = portalUrl(test.info().parallelIndex);
  const headers = { origin: base };
  const login = await page.request.post(`${base}/api/auth/login`, { data: { document: DEMO.threeEcosystems.cpf, password: DEMO.password }, headers });
  expect(login.status(), 'login through the BFF').toBe(200);
  expect((await page.request.post(`${base}/api/auth/ecosystem`, { data: { product }, headers })).status(), 'ecosystem choice').toBe(200);
  await page.goto(path);
  await expectLoggedIn(page, DEMO.threeEcosystems.names);
}

type Service = keyof typeof SCHEDULING_TYPE;

/** The days the booking page shows (with their count of free slots), read over the BFF with the page's session. */
export async function availabilityOf(page: Page, service: Service): Promise<AvailabilityView> {
  const base = portalUrl(test.info().parallelIndex);
  const response = await page.request.get(`${base}/api/appointments/availability?service=${service}`);
  expect(response.status(), 'availability').toBe(200);
  return (await response.json()) as AvailabilityView;
}

/** The slots of one day, as the booking form reads them when the day is picked. */
export async function daySlotsOf(page: Page, service: Service, day: string): Promise<DaySlotsView['slots']> {
  const base = portalUrl(test.info().parallelIndex);
  const response = await page.request.get(`${base}/api/appointments/slots?${new URLSearchParams({ service, day })}`);
  expect(response.status(), 'day slots').toBe(200);
  return ((await response.json()) as DaySlotsView).slots;
}

/** The free places left in the slot starting at `start` (undefined: no such bookable slot). */
export const freeAt = async (page: Page, service: Service, start: string) =>
  (await daySlotsOf(page, service, dayKey(Date.parse(start)))).find((slot) => slot.start === start)?.free;

/** A slot from the day after tomorrow on (or after `after`) with exactly `free` places (the seeded calendar has some of each). */
export async function slotWith(page: Page, service: Service, free: number, { after = '' } = {}): Promise<{ day: string; start: string }> {
  for (const day of Object.keys((await availabilityOf(page, service)).days).slice(2)) {
    if (day <= after) continue;
    const slot = (await daySlotsOf(page, service, day)).find((candidate) => candidate.free === free);
    if (slot) return { day, start: slot.start };
  }
  throw new Error(`no slot with ${free} free places`);
}

export const calendar = (scope: Page | Locator) => scope.getByRole('group', { name: '1. Escolha o dia' });
/** The day's slots: one radio group. */
export const slotGroup = (scope: Page | Locator) => scope.getByRole('group', { name: '2. Escolha o horário' });
/** The slot at `time` ('14:30'; a full one is named '14:30 esgotado'). */
export const slotAt = (scope: Page | Locator, time: string) => slotGroup(scope).getByRole('radio', { name: new RegExp(`^${time}`) });
/** A day of the calendar, by its Portuguese name ('…, 27 de novembro de 2026'; 'Hoje, …' for today). */
export const dayButton = (scope: Page | Locator, day: string) =>
  calendar(scope).getByRole('button', { name: new RegExp(`${formatLongDate(brazilInstant(day, '12:00'))}$`) });

/** Chooses `day` in the calendar, going to the next month when it is not shown yet. */
export async function chooseDay(scope: Page | Locator, day: string): Promise<void> {
  const button = dayButton(scope, day);
  // The calendar's code loads on demand: decide on the month only once it is shown.
  await expect(calendar(scope).getByRole('grid')).toBeVisible();
  if (!(await button.isVisible())) await calendar(scope).getByRole('button', { name: 'Ir para o próximo mês' }).click();
  await button.click();
  await expect(calendar(scope)).toContainText(`Dia escolhido: ${formatLongDate(brazilInstant(day, '12:00'))}.`);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, or, with `within`, something inside it (keyboard-only flows). */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false, within = false } = {}): Promise<void> {
  const reached = () =>
    target.evaluate((element, inside) => (inside ? element.contains(document.activeElement) : element === document.activeElement), within).catch(() => false);
  for (let presses = 0; presses < max && !(await reached()); presses++) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  expect(await reached(), 'focus reached by keyboard').toBe(true);
}

/**
 * 'Adicionar à agenda' in `scope` (the confirmation, an appointment's card): opens its list, checks
 * the Google Agenda and Outlook links for an appointment at `start` (UTC, 30 minutes, new tab),
 * then downloads the .ics file and returns its text.
 */
export async function addToCalendar(page: Page, scope: Locator, { start, title }: { start: string; title: string }): Promise<string> {
  const button = scope.getByRole('button', { name: 'Adicionar à agenda' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const ways = scope.getByRole('list', { name: 'Adicionar à agenda' });
  const compact = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  const end = Date.parse(start) + 30 * 60_000;
  const google = new URL((await ways.getByRole('link', { name: 'Google Agenda (abre em nova aba)' }).getAttribute('href'))!);
  expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe(title);
  expect(google.searchParams.get('dates')).toBe(`${compact(Date.parse(start))}/${compact(end)}`);
  // How to join: Meus Agendamentos on the portal's address (SITE_URL).
  expect(google.searchParams.get('details')).toMatch(/: https?:\/\/[\w.:-]+\/auth\/perfil\/agendamientos$/);
  const outlookLink = ways.getByRole('link', { name: 'Outlook (abre em nova aba)' });
  await expect(outlookLink).toHaveAttribute('target', '_blank');
  await expect(outlookLink).toHaveAttribute('rel', 'noopener noreferrer');
  const outlook = new URL((await outlookLink.getAttribute('href'))!);
  expect(`${outlook.origin}${outlook.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
  expect(outlook.searchParams.get('subject')).toBe(title);
  expect(outlook.searchParams.get('startdt')).toBe(new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  expect(outlook.searchParams.get('enddt')).toBe(new Date(end).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const [download] = await Promise.all([page.waitForEvent('download'), ways.getByRole('link', { name: /\.ics/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Agendamento - .+ - \d{2}-\d{2}-\d{4}\.ics$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
