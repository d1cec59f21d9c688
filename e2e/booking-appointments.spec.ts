import { DEMO, loginAs } from './support/accounts';
import { calendar, chooseDay, confirmAppointment, placeAppointment, slotGroup, slotWith, SCHEDULING_TYPE } from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { portalUrl } from './support/servers';
import type { AppointmentView } from '../lib/booking/contract';
import { formatDate, formatTime } from '../lib/time/brazil';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

const MINUTE = 60_000;

test.describe('Meus Agendamentos', () => {
  test("'Entrar na videochamada' is a link only from the start until 10 minutes after it (the browser's clock)", async ({ page, request }) => {
    test.setTimeout(90_000);
    // An appointment a few minutes from now (the developer endpoint skips the 2-hour rule).
    const start = Math.ceil((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE;
    const placed = await placeAppointment(request, {
      identification: '52998224725',
      idSchedulingType: SCHEDULING_TYPE.specialist,
      startDate: new Date(start).toISOString(),
      observation: 'Simulação de entrevista',
    });
    await page.clock.install({ time: start - 30_000 });
    await loginAs(page, DEMO.employability, '/auth/perfil/agendamientos');

    const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Fale com um especialista' });
    const join = card.getByRole('link', { name: /Entrar na videochamada/ });
    await expect(join).toHaveAttribute('aria-disabled', 'true');
    await expect(join).not.toHaveAttribute('href');
    await expect(card).toContainText(`O link abre em ${formatDate(start)} às ${formatTime(start)} e fica disponível até as ${formatTime(start + 10 * MINUTE)}.`);
    await expect(card.getByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();

    // The start: the link opens (the page looks at the clock every 5 seconds).
    await page.clock.fastForward(35_000);
    await expect(join).toHaveAttribute('href', placed.videoUrl);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAccessibleName('Entrar na videochamada (abre em nova aba)');
    await expect(card).toContainText(`Disponível até as ${formatTime(start + 10 * MINUTE)}.`);
    await expect(card.getByRole('button', { name: 'Cancelar agendamento' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Half a minute before 10 minutes after the start it is still open (the page's clock keeps running between jumps).
    await page.clock.fastForward(10 * MINUTE - 30_000 - 5_000);
    await expect(join).toHaveAttribute('href', placed.videoUrl);

    // 10 minutes after the start: closed, and the appointment is in the history.
    await page.clock.fastForward(40_000);
    const past = page.getByRole('region', { name: 'Anteriores e cancelados' }).getByRole('article', { name: 'Fale com um especialista' }).first();
    await expect(past).toContainText('O link desta videochamada não está mais disponível.');
    await expect(page.getByRole('link', { name: /Entrar na videochamada/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Próximos agendamentos' })).toContainText('Você não tem videochamadas agendadas.');
  });

  test("a booking reads 'Agendado' until the advisers confirm it, then 'Confirmado'", async ({ page, request }) => {
    await loginAs(page, DEMO.employability, '/auth/perfil/agendamientos');
    const base = portalUrl(test.info().parallelIndex);
    const { start } = await slotWith(page, 'specialist', 2);
    const booking = await page.request.post(`${base}/api/appointments`, { data: { service: 'specialist', start, note: '' }, headers: { origin: base } });
    expect(booking.status(), 'booked through the BFF').toBe(200);
    const booked = (await booking.json()) as AppointmentView;

    await page.reload();
    const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Fale com um especialista' });
    await expect(card).toContainText('Situação: Agendado');
    await expect(card).toContainText('Recebemos o seu agendamento. O profissional confirma o horário em poucos minutos.');

    // The advisers confirm (the sandbox does it by itself 5 minutes after the booking).
    await confirmAppointment(request, booked.id);
    await page.reload();
    await expect(card).toContainText('Situação: Confirmado');
    await expect(card).toContainText('Horário confirmado com o profissional, que espera por você até 10 minutos após o início.');
    await expect(card).not.toContainText('Agendado');
    await expectNoAxeViolations(page);
  });

  test('with nothing booked, it links to the booking pages of the customer’s services', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed);
    await page.getByRole('banner').getByRole('button', { name: `Olá, ${DEMO.selfEmployed.names}` }).click();
    await page.getByRole('menuitem', { name: 'Meus Agendamentos' }).click();
    await expect(page).toHaveURL('/auth/perfil/agendamientos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Agendamentos' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Próximos agendamentos' });
    await expect(upcoming).toContainText('Você não tem videochamadas agendadas.');
    await expect(upcoming.getByRole('link')).toHaveText(['Orientação em marketing digital', 'Orientação financeira']);
    await expect(page.getByRole('region', { name: 'Anteriores e cancelados' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await upcoming.getByRole('link', { name: 'Orientação financeira' }).click();
    await expect(page).toHaveURL('/auth/itt/orientacao-financeira');
    await expect(page.getByRole('heading', { level: 1, name: 'Orientação financeira' })).toBeVisible();
  });

  test('a customer without video services is told so', async ({ page }) => {
    await loginAs(page, DEMO.installments, '/auth/perfil/agendamientos');
    await expect(page.getByRole('region', { name: 'Próximos agendamentos' })).toContainText(
      'As videochamadas com especialistas não fazem parte dos benefícios do seu seguro.',
    );
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the reschedule dialog fits the screen: its body scrolls, 'Confirmar novo horário' stays in view", async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.selfEmployed, '/auth/itt/orientacao-financeira');
    const current = await slotWith(page, 'finance', 2);
    await placeAppointment(page.request, { identification: '11144477735', idSchedulingType: SCHEDULING_TYPE.finance, startDate: current.start });
    await page.goto('/auth/perfil/agendamientos');
    const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Orientação financeira' });
    await card.getByRole('button', { name: 'Reagendar' }).tap();

    const dialog = page.getByRole('dialog', { name: 'Reagendar: Orientação financeira' });
    await expect(calendar(dialog).getByRole('grid')).toBeVisible();
    const target = await slotWith(page, 'finance', 2, { after: current.day });
    await chooseDay(dialog, target.day);
    const free = slotGroup(dialog).getByRole('radio', { disabled: false });
    await free.first().tap();
    await expect(free.first()).toBeChecked();
    const submit = dialog.getByRole('button', { name: 'Confirmar novo horário' });
    const box = (await dialog.boundingBox())!;
    test.info().annotations.push({ type: 'reschedule dialog height / confirm top (px)', description: `${Math.round(box.height)} / ${Math.round((await submit.boundingBox())!.y)}` });
    await expect(submit).toBeInViewport({ ratio: 1 });
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(dialog).toContainText('Toque em um dia para ver os horários.');
    await expectNoAxeViolations(page);

    // By keyboard: from the chosen slot, Tab reaches 'Voltar' then the confirm button, both on screen.
    await free.first().focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('status')).toContainText('Agendamento reagendado!');
    await expect(dialog).toBeHidden();
  });
});
