import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { SurveyQuestion, SurveySent } from '@/lib/survey/contract';
import { SurveyDialog } from './SurveyDialog';

const QUESTIONS: SurveyQuestion[] = [1, 2].map((id) => ({
  id,
  question: `Pergunta ${id}: de 0 a 10?`,
  comments: [
    { id: id * 10 + 1, question: `Comentário ${id} da faixa 0-6`, minScore: 0, maxScore: 6 },
    { id: id * 10 + 2, question: `Comentário ${id} da faixa 7-8`, minScore: 7, maxScore: 8 },
    { id: id * 10 + 3, question: `Comentário ${id} da faixa 9-10`, minScore: 9, maxScore: 10 },
  ],
}));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields requestJson reads are enough. */
function answer(status: number, body: SurveySent | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function setup() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithIntl(<SurveyDialog service="coursera" questions={QUESTIONS} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Pesquisa de satisfação' });
  const scores = (question: number) => within(dialog).getByRole('group', { name: `Pergunta ${question}: de 0 a 10?` });
  const next = () => user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
  /** Score then comment of one question (blank comment when `comment` is ''). */
  // Próxima validates the step before moving on (asynchronously): the next step's fields are awaited.
  const answerQuestion = async (question: number, score: number, comment: string, band: string) => {
    const group = await within(dialog).findByRole('group', { name: `Pergunta ${question}: de 0 a 10?` });
    await user.click(within(group).getByRole('radio', { name: String(score) }));
    await next();
    const field = await within(dialog).findByRole('textbox', { name: `Comentário ${question} da faixa ${band}` });
    if (comment) await user.type(field, comment);
    return field;
  };
  return { user, onClose, dialog, scores, next, answerQuestion };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.localStorage.clear();
});

describe('SurveyDialog', () => {
  it('is a labelled dialog that opens on score 1, a 0-10 radio group with the question as its name, focused', () => {
    const { dialog, scores } = setup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Sua opinião nos ajuda a melhorar os seus benefícios. Leva menos de um minuto.');
    expect(within(dialog).getByText('Etapa 1 de 4')).toBeInTheDocument();
    const radios = within(scores(1)).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(radios[0]).toHaveFocus();
  });

  it('asks for a score before going on, and announces it', async () => {
    const { dialog, next, scores, user } = setup();
    await next();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha uma nota de 0 a 10.');
    expect(scores(1)).toHaveAccessibleDescription(expect.stringContaining('Escolha uma nota de 0 a 10.'));
    await user.click(within(scores(1)).getByRole('radio', { name: '4' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [0, '0-6'],
    [6, '0-6'],
    [7, '7-8'],
    [8, '7-8'],
    [9, '9-10'],
    [10, '9-10'],
  ])('score %i asks the comment of band %s, focused, with a 1,500-character counter', async (score, band) => {
    const { answerQuestion, dialog } = setup();
    const field = await answerQuestion(1, score, '', band);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '1500');
    expect(within(dialog).getByText('Etapa 2 de 4')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Opcional. 0 de 1.500 caracteres');
  });

  it('sends the answers once, after comment 2 (a blank comment as a single space), then thanks', async () => {
    const { answerQuestion, dialog, user, onClose } = setup();
    const comment = await answerQuestion(1, 9, 'Gostei muito!', '9-10');
    expect(within(dialog).getByText('13 de 1.500 caracteres')).toBeInTheDocument();
    expect(comment).toHaveValue('Gostei muito!');
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    await answerQuestion(2, 3, '', '0-6');
    expect(fetchMock).not.toHaveBeenCalled();
    answer(200, { saved: true });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Obrigado pela sua avaliação!');
    expect(sentBodies()).toEqual([
      {
        service: 'coursera',
        answers: [
          { questionId: 1, score: 9, comment: 'Gostei muito!' },
          { questionId: 2, score: 3, comment: ' ' },
        ],
      },
    ]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/survey');
    const close = within(dialog).getByRole('button', { name: 'Concluir' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledWith('answered');
    expect(window.localStorage.getItem('surveySkipped')).toBeNull();
  });

  it('a double press of Enviar sends once', async () => {
    const { answerQuestion, dialog, user } = setup();
    await answerQuestion(1, 9, '', '9-10');
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    await answerQuestion(2, 9, '', '9-10');
    answer(200, { saved: true });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Obrigado pela sua avaliação!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Voltar keeps what was chosen and typed', async () => {
    const { answerQuestion, dialog, user, scores } = setup();
    await answerQuestion(1, 8, 'Faltou um certificado.', '7-8');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(scores(1)).getByRole('radio', { name: '8' })).toBeChecked();
    expect(within(scores(1)).getByRole('radio', { name: '8' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Comentário 1 da faixa 7-8' })).toHaveValue('Faltou um certificado.');
  });

  it('a failed send keeps the answers, says so, and offers to try again', async () => {
    const { answerQuestion, dialog, user } = setup();
    await answerQuestion(1, 10, 'Excelente.', '9-10');
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    const last = await answerQuestion(2, 7, 'Mais cursos.', '7-8');
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const connection = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(connection).getByRole('button', { name: 'ACEITAR' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível enviar sua avaliação. Suas respostas foram mantidas: tente novamente.');
    expect(last).toHaveValue('Mais cursos.');

    answer(200, { saved: true });
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('Obrigado pela sua avaliação!')).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(2);
    expect(sentBodies()[1]).toEqual(sentBodies()[0]);
  });

  it('an insurer refusal is shown in the dialog and can be tried again', async () => {
    const { answerQuestion, dialog, user } = setup();
    await answerQuestion(1, 5, '', '0-6');
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    await answerQuestion(2, 5, '', '0-6');
    answer(400, { error: 'business', code: '400', message: 'Não foi possível registrar sua avaliação. Tente novamente mais tarde.' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não foi possível registrar sua avaliação. Tente novamente mais tarde.');
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  });

  it('thanks when the insurer already had this service’s answers', async () => {
    const { answerQuestion, dialog, user } = setup();
    await answerQuestion(1, 9, '', '9-10');
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    await answerQuestion(2, 9, '', '9-10');
    answer(400, { error: 'business', code: '102', message: 'Sua avaliação deste serviço já tinha sido registrada. Obrigado!' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sua avaliação deste serviço já tinha sido registrada. Obrigado!');
  });

  it("'Pular' sends the skip payload, stores surveySkipped=1 and closes", async () => {
    const { dialog, user, onClose, scores } = setup();
    await user.click(within(scores(1)).getByRole('radio', { name: '2' }));
    answer(200, { saved: true });
    await user.click(within(dialog).getByRole('button', { name: 'Pular' }));
    expect(sentBodies()).toEqual([{ service: 'coursera', skip: true }]);
    expect(window.localStorage.getItem('surveySkipped')).toBe('1');
    expect(onClose).toHaveBeenCalledWith('skipped');
  });

  it("'Pular' closes even when the skip could not be sent (surveySkipped still hides it)", async () => {
    const { dialog, user, onClose } = setup();
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(within(dialog).getByRole('button', { name: 'Pular' }));
    expect(onClose).toHaveBeenCalledWith('skipped');
    expect(window.localStorage.getItem('surveySkipped')).toBe('1');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['✕', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Fechar' }))],
  ])('%s closes it for this visit only: nothing sent, nothing stored', async (_label, close) => {
    const { answerQuestion, user, onClose } = setup();
    await answerQuestion(1, 9, 'Escrevi algo', '9-10');
    await close(user);
    expect(onClose).toHaveBeenCalledWith('dismissed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('surveySkipped')).toBeNull();
  });
});
