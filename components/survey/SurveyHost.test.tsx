import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderWithIntl } from '@/testing/render';
import { SITE_TEXTS, SURVEY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import type { ApiError } from '@/lib/bff/protocol';
import type { SurveyView } from '@/lib/survey/contract';
import { SurveyHost } from './SurveyHost';

let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const answer = (status: number, body: SurveyView | ApiError) =>
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

const SHOW: SurveyView = {
  show: true,
  service: 'consultar',
  questions: [{ id: 1, question: 'De 0 a 10, quanto você recomendaria?', comments: [{ id: 11, question: 'Por quê?', minScore: 0, maxScore: 10 }] }],
  texts: clientMessages(SURVEY_TEXTS),
};

/** Lets the GET and the dialog's code load. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
const survey = () => screen.queryByRole('dialog', { name: 'Pesquisa de satisfação' });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.localStorage.clear();
});

describe('SurveyHost', () => {
  it('asks the BFF about the service of ?serviceName= and opens the survey when it is to be shown', async () => {
    search = 'serviceName=consultar';
    answer(200, SHOW);
    // A logged-in page's provider holds the site's texts only: the survey's come with the answer.
    render(
      <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={clientMessages(SITE_TEXTS)}>
        <SurveyHost />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Pesquisa de satisfação' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'De 0 a 10, quanto você recomendaria?' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/survey?service=consultar', 'GET']]);
  });

  it('asks about a booked video call once it has ended, at the next visit, and only once', async () => {
    search = '';
    const ended = Date.now() - 60_000;
    window.localStorage.setItem('pendingSurveys', JSON.stringify([{ id: 7, service: 'falar-com-especialista', endsAt: ended }, { id: 8, service: 'marketing', endsAt: Date.now() + 3_600_000 }]));
    answer(200, { ...SHOW, service: 'falar-com-especialista' });
    const { unmount } = renderWithIntl(<SurveyHost />);
    expect(await screen.findByRole('dialog', { name: 'Pesquisa de satisfação' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/survey?service=falar-com-especialista']);
    // Asked: the call that has not happened yet still waits.
    expect(JSON.parse(window.localStorage.getItem('pendingSurveys')!)).toEqual([{ id: 8, service: 'marketing', endsAt: expect.any(Number) }]);
    unmount();
    fetchMock.mockReset();
    renderWithIntl(<SurveyHost />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a call that has not ended yet: no survey', async () => {
    search = '';
    window.localStorage.setItem('pendingSurveys', JSON.stringify([{ id: 8, service: 'marketing', endsAt: Date.now() + 60_000 }]));
    renderWithIntl(<SurveyHost />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(survey()).not.toBeInTheDocument();
  });

  it.each([
    ['without serviceName', 'page=2'],
    ['for a key that is no service’s', 'serviceName=constructor'],
    ['for an empty key', 'serviceName='],
  ])('does nothing %s: no call, no error', async (_label, query) => {
    search = query;
    renderWithIntl(<SurveyHost />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(survey()).not.toBeInTheDocument();
  });

  it('does nothing once surveySkipped=1 is stored', async () => {
    search = 'serviceName=consultar';
    window.localStorage.setItem('surveySkipped', '1');
    renderWithIntl(<SurveyHost />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(survey()).not.toBeInTheDocument();
  });

  it.each([
    ['the insurer says it was answered or skipped', 200, { show: false }],
    ['the insurer cannot be reached', 502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' }],
    ['the customer does not hold the service', 403, { error: 'forbidden', code: 'SERVICE_NOT_INCLUDED', message: '…' }],
  ] as const)('shows nothing, not even an error, when %s', async (_label, status, body) => {
    search = 'serviceName=consultar';
    answer(status, body as SurveyView | ApiError);
    renderWithIntl(<SurveyHost />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a survey closed with Escape stays closed for the rest of the visit; a new visit asks again', async () => {
    search = 'serviceName=consultar';
    answer(200, SHOW);
    const { rerender, unmount } = renderWithIntl(<SurveyHost />);
    await screen.findByRole('dialog', { name: 'Pesquisa de satisfação' });
    await userEvent.keyboard('{Escape}');
    expect(survey()).not.toBeInTheDocument();
    rerender(<SurveyHost />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('surveySkipped')).toBeNull();

    unmount();
    answer(200, SHOW);
    renderWithIntl(<SurveyHost />);
    expect(await screen.findByRole('dialog', { name: 'Pesquisa de satisfação' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
