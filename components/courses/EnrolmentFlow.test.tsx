import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import { COURSES_TEXTS, ENROLMENT_TEXTS, SITE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { CODES } from '@/lib/bff/codes';
import { API, type CourseAllowance, type EnrolmentResult, type DisclaimerReply } from '@/lib/courses/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { EnrolmentFlow } from './EnrolmentFlow';

const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }), usePathname: () => '/auth/inicio-fazer-cursos' }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
function answer(status: number, body: DisclaimerReply | EnrolmentResult | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

const COURSE = { id: 'power-bi', title: 'Power BI na prática' };
const ALLOWANCE: CourseAllowance = { year: 2026, limit: 2, used: 1, remaining: 1 };
// The dialogs' texts come with the disclaimer; the page has only its own (the catalogue's and the site's).
const DISCLAIMER: DisclaimerReply = {
  partner: 'Coursera',
  title: 'Você será direcionado para Coursera',
  text: 'O serviço "Cursos online" é prestado por Coursera.',
  texts: clientMessages(ENROLMENT_TEXTS),
};
const PROGRAM = 'https://www.coursera.org/programs/mei-portal-beneficios';
const ENROLLED: EnrolmentResult = {
  enrolment: { courseId: 'power-bi', title: 'Power BI na prática', enrolledAt: '2026-03-02T12:00:00.000Z' },
  allowance: { year: 2026, limit: 2, used: 2, remaining: 0 },
  programUrl: PROGRAM,
};

function setup(allowance = ALLOWANCE) {
  const onEnd = jest.fn();
  render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={clientMessages([...SITE_TEXTS, ...COURSES_TEXTS])}>
      <EnrolmentFlow course={COURSE} allowance={allowance} onEnd={onEnd} />
    </NextIntlClientProvider>,
  );
  return { onEnd, user: userEvent.setup() };
}

async function disclaimer() {
  const dialog = await screen.findByRole('dialog', { name: DISCLAIMER.title });
  return {
    dialog,
    box: within(dialog).getByRole('checkbox', { name: 'Li e concordo com o aviso do parceiro.' }),
    confirm: within(dialog).getByRole('button', { name: 'Confirmar inscrição' }),
  };
}

beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('EnrolmentFlow', () => {
  it('shows the partner’s disclaimer; Confirmar inscrição stays disabled until the box is ticked', async () => {
    answer(200, DISCLAIMER);
    const { user } = setup();
    const { dialog, box, confirm } = await disclaimer();
    expect(fetchMock).toHaveBeenCalledWith(API.coursesDisclaimer, expect.objectContaining({ method: 'GET' }));
    expect(dialog).toHaveTextContent('Curso escolhido: Power BI na prática');
    expect(dialog).toHaveTextContent(DISCLAIMER.text);
    expect(dialog).toHaveTextContent('Ao confirmar, você usa a última inscrição de 2026.');
    expect(confirm).toBeDisabled();
    await user.click(box);
    expect(confirm).toBeEnabled();
    await user.click(box);
    expect(confirm).toBeDisabled();
  });

  it('enrols, then offers the partner’s programme in a new tab and moves this tab to the survey address', async () => {
    answer(200, DISCLAIMER);
    const { user, onEnd } = setup();
    const { box, confirm } = await disclaimer();
    await user.click(box);
    answer(200, ENROLLED);
    await user.click(confirm);
    const success = await screen.findByRole('dialog', { name: 'Inscrição confirmada!' });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ courseId: 'power-bi' });
    expect(success).toHaveTextContent('Inscrição feita em “Power BI na prática”.');
    expect(success).toHaveTextContent('Você já usou as 2 inscrições de 2026.');
    expect(refresh).toHaveBeenCalled();
    const link = within(success).getByRole('link', { name: 'Acessar no Coursera (abre em uma nova aba)' });
    expect(link).toHaveAttribute('href', PROGRAM);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(push).toHaveBeenCalledWith('/auth/inicio-fazer-cursos?serviceName=coursera');
    expect(onEnd).toHaveBeenCalled();
  });

  it('a second press while the enrolment is on its way sends nothing more', async () => {
    answer(200, DISCLAIMER);
    const { user } = setup();
    const { box, confirm } = await disclaimer();
    await user.click(box);
    let settle: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (settle = resolve)));
    await user.click(confirm);
    await user.click(confirm);
    settle({ ok: true, status: 200, json: async () => ENROLLED } as Response);
    expect(await screen.findByRole('dialog', { name: 'Inscrição confirmada!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('nothing left this year: the limit is explained at once, without the disclaimer', async () => {
    const { user, onEnd } = setup({ year: 2026, limit: 2, used: 2, remaining: 0 });
    const refusal = screen.getByRole('alertdialog', { name: 'Limite de cursos atingido' });
    expect(refusal).toHaveTextContent('Você já usou as 2 inscrições em cursos de 2026. Novas inscrições a partir de 01/01/2027.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(refusal).getByRole('button', { name: 'ACEITAR' }));
    expect(onEnd).toHaveBeenCalled();
  });

  it('the partner refuses (limit reached elsewhere): the limit dialog, and the page is refreshed', async () => {
    answer(200, DISCLAIMER);
    const { user } = setup();
    const { box, confirm } = await disclaimer();
    await user.click(box);
    answer(400, { error: 'business', code: CODES.courseLimit, message: 'limite' });
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { name: 'Limite de cursos atingido' })).toHaveTextContent('Novas inscrições a partir de 01/01/2027.');
    expect(screen.queryByRole('dialog', { name: DISCLAIMER.title })).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('a connection failure keeps the disclaimer open and ticked, so the customer confirms again', async () => {
    answer(200, DISCLAIMER);
    const { user } = setup();
    const { box, confirm } = await disclaimer();
    await user.click(box);
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(confirm);
    const problem = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(problem).getByRole('button', { name: 'ACEITAR' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box).toBeChecked();
    answer(200, ENROLLED);
    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Inscrição confirmada!' })).toBeInTheDocument();
  });

  it('the disclaimer could not be loaded: the connection dialog, and no enrolment', async () => {
    answer(504, { error: 'timeout', message: '' });
    setup();
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: DISCLAIMER.title })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
