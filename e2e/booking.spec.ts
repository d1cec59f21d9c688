import { readFileSync } from 'node:fs';
import { DEMO, loginAs } from './support/accounts';
import {
  addToCalendar,
  availabilityOf,
  calendar,
  chooseDay,
  freeAt,
  loginChoosing,
  readAppointments,
  slotAt,
  slotGroup,
  slotWith,
  tabTo,
  SCHEDULING_TYPE,
} from './support/booking';
import { withConsentChosen } from './support/consent';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { resetSandbox, setFault } from './support/sandbox';
import { portalUrl } from './support/servers';
import { brazilInstant, formatDate, formatLongDate, formatTime, formatWeekday } from '../lib/time/brazil';

test.beforeEach(async ({ page, request }) => {
  await withConsentChosen(page);
  await resetSandbox(request);
});

/** '…, 27/11/2026, às 14:30' as the pages write an appointment's time (Brazil). */
const whenText = (start: string) => `${formatWeekday(Date.parse(start))}, ${formatDate(Date.parse(start))}, às ${formatTime(Date.parse(start))}`;

test.describe('booking a video appointment', () => {
  test('the specialist: from the landing page, through two days, to the confirmation, then under Meus Agendamentos', async ({ page, request }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.employability, '/auth/inicio-falar-especialista');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Fale com um especialista' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Em três passos' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Guia da sessão' })).toContainText('Como se preparar');
    await main.getByRole('link', { name: 'Agendar videochamada' }).click();

    await expect(page).toHaveURL('/auth/empregabilidade/falar-com-especialista');
    await expect(main.getByRole('heading', { level: 1, name: 'Agende sua conversa com um especialista' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Como funciona' })).toContainText('Cada horário tem 2 vagas');
    await expect(main.getByRole('region', { name: 'Como funciona' })).toContainText('até 30 dias à frente');
    // A first day, its slots read as it is picked; a slot chosen there…
    const other = await slotWith(page, 'specialist', 1);
    await chooseDay(page, other.day);
    await slotAt(page, formatTime(Date.parse(other.start))).click();
    await expect(main).toContainText(`Horário escolhido: ${whenText(other.start)}.`);
    // …is cleared by picking another day, whose slots are read in turn, and that one is booked.
    const { day, start } = await slotWith(page, 'specialist', 2, { after: other.day });
    await chooseDay(page, day);
    await expect(main).not.toContainText('Horário escolhido');
    await expect(page.getByRole('group', { name: '2. Escolha o horário' })).toContainText(`Horários de ${formatLongDate(brazilInstant(day, '12:00'))}`);
    await expectNoAxeViolations(page);
    await slotAt(page, formatTime(Date.parse(start))).click();
    await expect(main).toContainText(`Horário escolhido: ${whenText(start)}.`);
    await main.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' }).fill('Quero revisar meu currículo.');
    await main.getByRole('button', { name: 'Confirmar agendamento' }).click();

    const confirmation = page.getByRole('dialog', { name: 'Agendamento recebido!' });
    await expect(confirmation).toContainText(`Sua videochamada está marcada para ${whenText(start)} (horário de Brasília).`);
    // One consistent story: received, confirmed in minutes, and the 10 minutes the link stays open.
    await expect(confirmation).toContainText('O especialista confirma o horário em poucos minutos (acompanhe em Meus Agendamentos) e espera por você até 10 minutos após o início.');
    await expect(confirmation).not.toContainText('15 minutos');
    await expect(confirmation).toContainText('fica disponível até 10 minutos após o início');
    await expectNoAxeViolations(page);
    // 'Adicionar à agenda': the links, axe with the list open, and the .ics file.
    const booked = await addToCalendar(page, confirmation, { start, title: 'Fale com um especialista' });
    expect(booked).toContain('METHOD:REQUEST');
    expect(booked).toContain('SUMMARY:Fale com um especialista');
    expect(booked).toContain(`DTSTART:${new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`);
    await confirmation.getByRole('button', { name: 'Adicionar à agenda' }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirmation.getByRole('button', { name: 'Adicionar à agenda' })).toHaveAttribute('aria-expanded', 'false');
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Entendi' }).click();
    // No survey about a call that has not happened yet: it waits for the call's end.
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL('/auth/empregabilidade/falar-com-especialista');
    await expect(page.getByRole('dialog', { name: 'Pesquisa de satisfação' })).toHaveCount(0);

    const [stored] = await readAppointments(request);
    expect(stored).toMatchObject({ identification: '52998224725', idSchedulingType: SCHEDULING_TYPE.specialist, startDate: start, observation: 'Quero revisar meu currículo.', state: 'created' });

    await page.goto('/auth/perfil/agendamientos');
    const upcoming = page.getByRole('region', { name: 'Próximos agendamentos' });
    const card = upcoming.getByRole('article', { name: 'Fale com um especialista' });
    await expect(card).toContainText(whenText(start));
    await expect(card).toContainText('Situação: Agendado');
    await expect(card).toContainText('Recebemos o seu agendamento.');
    await expect(card).toContainText('Assunto: Quero revisar meu currículo.');
    await expect(card.getByRole('link', { name: 'Entrar na videochamada' })).toHaveAttribute('aria-disabled', 'true');
    await expect(card).toContainText(`O link abre em ${formatDate(Date.parse(start))} às ${formatTime(Date.parse(start))}`);
    // The same appointment's file from Meus Agendamentos: the same UID.
    const listed = await addToCalendar(page, card, { start, title: 'Fale com um especialista' });
    expect(listed).toContain('METHOD:REQUEST');
    expect(listed).toContain('SUMMARY:Fale com um especialista');
    expect(listed.match(/^UID:.+$/m)?.[0]).toBe(booked.match(/^UID:.+$/m)?.[0]);
    await card.getByRole('button', { name: 'Adicionar à agenda' }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    // The seeded session of last week is in the history.
    await expect(page.getByRole('region', { name: 'Anteriores e cancelados' })).toContainText('Situação: Confirmado');

    // One upcoming session per service: the booking page now points to Meus Agendamentos.
    await page.goto('/auth/empregabilidade/falar-com-especialista');
    await expect(main).toContainText(`Você já tem uma videochamada deste serviço marcada para ${whenText(start)}.`);
    await expect(main.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute('href', '/auth/perfil/agendamientos');

    // After the call has ended (the browser's clock, a minute past its 30 minutes), the first visit asks about it, once.
    await page.clock.setFixedTime(Date.parse(start) + 31 * 60_000);
    await page.goto('/auth/perfil');
    const survey = page.getByRole('dialog', { name: 'Pesquisa de satisfação' });
    await expect(survey.getByRole('group', { name: /quanto você recomendaria o serviço "Fale com um especialista"/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(survey).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(survey).toHaveCount(0);
  });

  test.describe('with the browser in Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test('digital marketing, by keyboard alone, in Brazil time; then cancelled by keyboard', async ({ page, request }) => {
      test.setTimeout(90_000);
      await loginAs(page, DEMO.selfEmployed, '/auth/itt/marketing');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Orientação em marketing digital' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Guia da sessão' })).toContainText('Dicas práticas');
      const grid = calendar(page).getByRole('grid');
      await expect(grid).toBeVisible();
      // A laptop's hint speaks of the keyboard (a phone's of a finger: 'on a phone' below).
      await expect(calendar(page).getByText('No calendário, use as setas do teclado para mudar de dia e Enter para escolher.')).toBeVisible();
      await expect(calendar(page).getByText('Toque em um dia para ver os horários.')).toBeHidden();

      // Into the calendar, to the next free day, chosen with Enter.
      await tabTo(page, grid, { within: true });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar(page)).toContainText('Dia escolhido:');
      await expect(grid.getByRole('gridcell', { selected: true })).toHaveCount(1);

      // The day's slots are read as it is chosen: one radio group, which Tab enters at the first free slot.
      const free = slotGroup(page).getByRole('radio', { disabled: false });
      const firstFree = free.first();
      await expect(firstFree).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(firstFree).toBeFocused();
      // The arrows move and choose; the chosen slot is the checked radio (what a screen reader says).
      await page.keyboard.press('ArrowRight');
      await expect(free.nth(1)).toBeFocused();
      await expect(free.nth(1)).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await expect(firstFree).toBeFocused();
      await expect(firstFree).toBeChecked();
      await expect(slotGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);
      const time = formatTime(Date.parse((await firstFree.getAttribute('value'))!));
      await expect(main).toContainText(`às ${time}.`);
      // The confirm button is on the screen above the day's other slots (stuck to the bottom of the window).
      await expect(main.getByRole('button', { name: 'Confirmar agendamento' })).toBeInViewport({ ratio: 1 });
      await expectNoAxeViolations(page);

      // One Tab leaves the group for the subject field (it was one Tab stop per slot).
      const note = main.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' });
      await page.keyboard.press('Tab');
      await expect(note).toBeFocused();
      await page.keyboard.type('Divulgar minha loja no Instagram.');
      // Back into the group: on the chosen slot.
      await page.keyboard.press('Shift+Tab');
      await expect(firstFree).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(note).toBeFocused();
      await tabTo(page, main.getByRole('button', { name: 'Confirmar agendamento' }));
      await page.keyboard.press('Enter');

      const confirmation = page.getByRole('dialog', { name: 'Agendamento recebido!' });
      await expect(confirmation).toContainText('O consultor de marketing digital confirma o horário em poucos minutos');
      await expect(confirmation.getByRole('button', { name: 'Entendi' })).toBeFocused();
      const [stored] = await readAppointments(request);
      expect(stored).toMatchObject({ identification: '11144477735', idSchedulingType: SCHEDULING_TYPE.marketing, observation: 'Divulgar minha loja no Instagram.' });
      // The page says the Brazil time the insurer stored, whatever the browser's zone.
      expect(formatTime(Date.parse(stored!.startDate))).toBe(time);
      await expect(confirmation).toContainText(`Sua videochamada está marcada para ${whenText(stored!.startDate)} (horário de Brasília).`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/auth/itt/marketing');

      // Cancelled from Meus Agendamentos, by keyboard.
      await page.goto('/auth/perfil/agendamientos');
      const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Orientação em marketing digital' });
      await expect(card).toContainText(whenText(stored!.startDate));
      await tabTo(page, card.getByRole('button', { name: 'Cancelar agendamento' }));
      await page.keyboard.press('Enter');
      const question = page.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
      await expect(question.getByRole('button', { name: 'Voltar' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(question.getByRole('button', { name: 'Sim, cancelar' })).toBeFocused();
      await page.keyboard.press('Enter');
      // A routine success, told in place: no dialog to dismiss.
      await expect(page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('status')).toContainText('Agendamento cancelado');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const cancelled = page.getByRole('region', { name: 'Anteriores e cancelados' }).getByRole('article', { name: 'Orientação em marketing digital' });
      await expect(cancelled).toContainText('Situação: Cancelado');
      // Its buttons went with the cancellation: focus follows the card, on its title.
      await expect(cancelled.getByRole('heading', { level: 3 })).toBeFocused();
      expect((await readAppointments(request))[0]!.state).toBe('deleted');
    });
  });

  test('financial guidance: booked, rescheduled and cancelled; the cancelled place is free again', async ({ page, request }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.selfEmployed, '/auth/itt/orientacao-financeira');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Orientação financeira' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Guia da sessão' })).toContainText('DAS do MEI');
    const first = await slotWith(page, 'finance', 2);
    await chooseDay(page, first.day);
    await slotAt(page, formatTime(Date.parse(first.start))).click();
    await main.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await page.getByRole('dialog', { name: 'Agendamento recebido!' }).getByRole('button', { name: 'Entendi' }).click();
    await expect(page).toHaveURL('/auth/itt/orientacao-financeira');

    await page.goto('/auth/perfil/agendamientos');
    const card = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('article', { name: 'Orientação financeira' });
    await expect(card).toContainText(whenText(first.start));
    await card.getByRole('button', { name: 'Reagendar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reagendar: Orientação financeira' });
    await expect(dialog).toContainText(`Horário atual: ${whenText(first.start)}.`);
    await expect(calendar(dialog).getByRole('grid')).toBeVisible();
    const target = await slotWith(page, 'finance', 1, { after: first.day });
    await chooseDay(dialog, target.day);
    await expectNoAxeViolations(page);
    await slotAt(dialog, formatTime(Date.parse(target.start))).click();
    await dialog.getByRole('button', { name: 'Confirmar novo horário' }).click();
    const told = page.getByRole('region', { name: 'Próximos agendamentos' }).getByRole('status');
    await expect(told).toContainText(`Agendamento reagendado! Sua videochamada agora está marcada para ${whenText(target.start)}`);
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
    await expect(card).toContainText(whenText(target.start));
    await expect(card).toContainText('Situação: Reagendado');
    // The calendar file after the reschedule: the new time, SEQUENCE 1.
    const rescheduled = await addToCalendar(page, card, { start: target.start, title: 'Orientação financeira' });
    expect(rescheduled).toContain('METHOD:REQUEST');
    expect(rescheduled).toContain('SEQUENCE:1');
    const uid = rescheduled.match(/^UID:.+$/m)?.[0];
    await page.keyboard.press('Escape');
    expect(await freeAt(page, 'finance', first.start)).toBe(2);
    expect(await freeAt(page, 'finance', target.start)).toBe(0);

    await card.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const question = page.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    await expect(question).toContainText(`A videochamada de Orientação financeira marcada para ${whenText(target.start)} será cancelada`);
    await question.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(told).toContainText('Agendamento cancelado Quando quiser, você pode agendar um novo horário na página do serviço.');
    await expectNoAxeViolations(page);
    const history = page.getByRole('region', { name: 'Anteriores e cancelados' }).getByRole('article', { name: 'Orientação financeira' });
    await expect(history).toContainText('Situação: Cancelado');
    await expect(history).toContainText('Este agendamento foi cancelado e o horário ficou livre para outras pessoas.');
    await expect(page.getByRole('region', { name: 'Próximos agendamentos' })).toContainText('Você não tem videochamadas agendadas.');
    expect(await freeAt(page, 'finance', target.start)).toBe(1);
    const [mine] = (await readAppointments(request)).filter((a) => a.identification === '11144477735');
    expect(mine!.state).toBe('deleted');
    // Its file now cancels the calendar's entry (same UID, METHOD:CANCEL, STATUS:CANCELLED), offered on its card.
    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('link', { name: 'Remover da agenda (arquivo .ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = await page.request.get(`${portalUrl(test.info().parallelIndex)}/api/appointments/${mine!.idAppointment}/ics`);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const cancelFile = await file.text();
    expect(readFileSync((await download.path())!, 'utf8').match(/^UID:.+$/m)?.[0]).toBe(uid);
    expect(cancelFile).toContain('METHOD:CANCEL');
    expect(cancelFile).toContain('STATUS:CANCELLED');
    expect(cancelFile).toContain('SEQUENCE:2');
    expect(cancelFile.match(/^UID:.+$/m)?.[0]).toBe(uid);
  });

  test('the first paint is the server HTML: the days and slots, and Meus Agendamentos, without a skeleton', async ({ page, browser }) => {
    await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
    // The server's answer already holds the calendar's days (its code is streamed in the same answer):
    // the month it opens on, the first bookable day's, whatever the day of the month the test runs.
    const days = (await availabilityOf(page, 'specialist')).days;
    const firstBookable = Object.keys(days).filter((day) => days[day]! > 0).sort()[0]!;
    const answer = await page.request.get(`${portalUrl(test.info().parallelIndex)}/auth/empregabilidade/falar-com-especialista`);
    expect(await answer.text()).toContain(formatLongDate(brazilInstant(firstBookable, '12:00')));

    // The same session, in a browser that runs no script: only what the server rendered is there.
    const base = portalUrl(test.info().parallelIndex);
    const plain = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', javaScriptEnabled: false });
    try {
      await plain.addCookies(await page.context().cookies());
      const html = await plain.newPage();
      await html.goto('/auth/empregabilidade/falar-com-especialista');
      await expect(calendar(html)).toBeVisible();
      await expect(html.getByRole('group', { name: '2. Escolha o horário' })).toContainText('Escolha um dia no calendário para ver os horários.');
      await expect(html.getByRole('button', { name: 'Confirmar agendamento' })).toBeVisible();
      await expect(html.getByRole('main')).not.toContainText('Carregando os horários disponíveis…');

      await html.goto('/auth/perfil/agendamientos');
      // The seeded session of last week.
      await expect(html.getByRole('region', { name: 'Anteriores e cancelados' }).getByRole('article', { name: 'Fale com um especialista' })).toContainText('Situação: Confirmado');
      await expect(html.getByRole('region', { name: 'Próximos agendamentos' })).toBeVisible();
      await expect(html.getByRole('main')).not.toContainText('Carregando seus agendamentos…');
    } finally {
      await plain.close();
    }
  });

  test('a customer without the service sees that it is not part of their benefits, with a way back', async ({ page }) => {
    await loginAs(page, DEMO.selfEmployed, '/auth/empregabilidade/falar-com-especialista');
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Fale com um especialista');
    await expect(calendar(page)).toHaveCount(0);
    await page.goto('/auth/inicio-falar-especialista');
    await expect(page.getByRole('heading', { level: 1, name: 'Este serviço não faz parte dos seus benefícios' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para os meus benefícios' }).click();
    await expect(page).toHaveURL('/auth/inicio-fazer-cursos');

    const base = portalUrl(test.info().parallelIndex);
    const refused = await page.request.get(`${base}/api/appointments/availability?service=specialist`);
    expect(refused.status()).toBe(403);
  });

  test('the insurer does not answer in time: the connection error, and the chosen slot and the note are kept', async ({ page, request }) => {
    test.setTimeout(60_000);
    await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
    const main = page.getByRole('main');
    const { day, start } = await slotWith(page, 'specialist', 2);
    await chooseDay(page, day);
    const slot = slotAt(page, formatTime(Date.parse(start)));
    await slot.click();
    const note = main.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' });
    await note.fill('Entrevista na semana que vem.');
    await setFault(request, { path: '/scheduling/createAppointment', latencyMs: 3_000, status: 503, times: 1 });
    await main.getByRole('button', { name: 'Confirmar agendamento' }).click();
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toContainText('Tente novamente mais tarde.', { timeout: 10_000 });
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(slot).toBeChecked();
    await expect(note).toHaveValue('Entrevista na semana que vem.');
    await main.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByRole('dialog', { name: 'Agendamento recebido!' })).toBeVisible();
    expect((await readAppointments(request)).filter((a) => a.startDate === start)).toHaveLength(1);
  });

  test('the slots cannot be read: the connection error, then a retry that shows them', async ({ page, request }) => {
    await setFault(request, { path: '/scheduling/getAvailability', status: 503, times: 1 });
    await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
    const error = page.getByRole('alertdialog', { name: 'Erro na conexão' });
    await expect(error).toBeVisible();
    await expectNoAxeViolations(page);
    await error.getByRole('button', { name: 'ACEITAR' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Não foi possível carregar os horários disponíveis.');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(calendar(page).getByRole('grid')).toBeVisible();
  });
});

test.describe('the last place of a slot', () => {
  test('two customers confirm it at the same moment: exactly one gets it, the other is told and sees the fresh slots', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const base = portalUrl(test.info().parallelIndex);
    const other = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await other.addInitScript(() => window.localStorage.setItem('agreeCampaign', '0'));
    const rival = await other.newPage();
    try {
      await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
      await loginChoosing(rival, '3', '/auth/empregabilidade/falar-com-especialista');
      await expect(rival.locator('html[data-hydrated]')).toBeAttached();
      const { day, start } = await slotWith(page, 'specialist', 1);
      const time = formatTime(Date.parse(start));
      for (const customer of [page, rival]) {
        await chooseDay(customer, day);
        await slotAt(customer, time).click();
      }
      await Promise.all([page, rival].map((customer) => customer.getByRole('button', { name: 'Confirmar agendamento' }).click()));

      const outcome = async (customer: typeof page) => {
        const won = customer.getByRole('dialog', { name: 'Agendamento recebido!' });
        const lost = customer.getByRole('alertdialog', { name: 'Horário indisponível' });
        await expect(won.or(lost)).toBeVisible();
        return (await won.isVisible()) ? 'booked' : 'refused';
      };
      const outcomes = await Promise.all([outcome(page), outcome(rival)]);
      expect([...outcomes].sort()).toEqual(['booked', 'refused']);

      const loser = outcomes[0] === 'refused' ? page : rival;
      const refusal = loser.getByRole('alertdialog', { name: 'Horário indisponível' });
      await expect(refusal).toContainText('Esse horário acabou de ser reservado por outra pessoa. Atualizamos os horários disponíveis: escolha outro.');
      await expectNoAxeViolations(loser);
      await refusal.getByRole('button', { name: 'ACEITAR' }).click();
      await expect(slotAt(loser, time)).toBeDisabled();
      await expect(slotAt(loser, time)).toHaveAccessibleName(`${time} esgotado`);
      await expect(loser.getByRole('main')).not.toContainText('Horário escolhido');
      await expectNoAxeViolations(loser);
    } finally {
      await other.close();
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const KEYS_HINT = 'No calendário, use as setas do teclado para mudar de dia e Enter para escolher.';
  const TOUCH_HINT = 'Toque em um dia para ver os horários.';

  test('the calendar is on the first screen, with a hint for touch; the rules stay on the page', async ({ page }) => {
    await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
    const grid = calendar(page).getByRole('grid');
    await expect(grid).toBeVisible();
    // The month's grid starts on the first screen with room for its weekdays and first weeks (it was at 1,211 px).
    const top = (await grid.boundingBox())!.y;
    test.info().annotations.push({ type: 'calendar grid top (px)', description: String(Math.round(top)) });
    expect(top).toBeLessThan(844 - 150);
    // A finger taps: no word of the keyboard's arrows.
    await expect(calendar(page).getByText(TOUCH_HINT)).toBeVisible();
    await expect(calendar(page).getByText(KEYS_HINT)).toBeHidden();
    await expect(calendar(page)).toContainText('Só os dias com horários livres podem ser escolhidos.');
    // The rules (on the landing page too) are below the form, still on the page.
    await expect(page.getByRole('main').getByRole('region', { name: 'Como funciona' })).toContainText('Cada horário tem 2 vagas');
    await expectNoAxeViolations(page);
  });

  test("after a slot is tapped, 'Confirmar agendamento' is on the screen above the day's other slots, and no focused field hides behind it", async ({ page, request }) => {
    test.setTimeout(90_000);
    await loginAs(page, DEMO.employability, '/auth/empregabilidade/falar-com-especialista');
    const main = page.getByRole('main');
    const { day } = await slotWith(page, 'specialist', 2);
    await chooseDay(page, day);
    const free = slotGroup(page).getByRole('radio', { disabled: false });
    await expect(free.first()).toBeVisible();
    expect(await free.count()).toBeGreaterThan(10);
    // The first slot, with the day's other slots below it.
    const first = free.first();
    const start = (await first.getAttribute('value'))!;
    await first.tap();
    await expect(first).toBeChecked();
    const confirm = main.getByRole('button', { name: 'Confirmar agendamento' });
    test.info().annotations.push({ type: 'confirm top after the tap (px)', description: String(Math.round((await confirm.boundingBox())!.y)) });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);

    // By keyboard: from the chosen slot to the subject, then to the confirm button; the subject is not under the bar.
    await first.focus();
    await page.keyboard.press('Tab');
    const note = main.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' });
    await expect(note).toBeFocused();
    // (measured once the page's smooth scroll to the field has ended)
    const clearance = async () => {
      const [noteBox, bar] = [(await note.boundingBox())!, (await confirm.boundingBox())!];
      return noteBox.y >= 0 && noteBox.y + noteBox.height <= bar.y;
    };
    await expect.poll(clearance).toBe(true);
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await page.keyboard.type('Preparar uma entrevista.');
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    // The confirmation fits the screen, its button within reach.
    const confirmation = page.getByRole('dialog', { name: 'Agendamento recebido!' });
    await expect(confirmation.getByRole('button', { name: 'Entendi' })).toBeInViewport({ ratio: 1 });
    expect((await confirmation.boundingBox())!.height).toBeLessThanOrEqual(844);
    await expectNoAxeViolations(page);
    expect((await readAppointments(request))[0]).toMatchObject({ observation: 'Preparar uma entrevista.', startDate: start });
  });
});
