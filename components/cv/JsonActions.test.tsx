import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl, messages } from '@/testing/render';
import { toJsonResume, type CvImport } from '@/lib/cv/json-resume';
import { supportCodeOf } from '@/lib/ops/support-code';
import { emptyCv, type CvDocument } from '@/lib/validation/cv';
import { JsonActions, type JsonTexts } from './JsonActions';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const REQUEST_ID = '0b6d2f0e-2c1a-4a8e-9e53-7c3d1f9a2b44';

/** jsdom has no Response: the fields requestJson reads. */
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body, headers: new Map([['X-Request-Id', REQUEST_ID]]) } as unknown as Response);

const TEXTS = messages.Cv.json as JsonTexts;

function imported(): CvImport {
  const cv = emptyCv({ names: 'Richard Hendriks', email: 'richard.hendriks@mail.com', phone: '' });
  cv.experience = [
    { id: 'a', company: 'Pied Piper', role: 'CEO', start: '12/2013', end: '12/2014', current: false, description: '' },
    { id: 'b', company: 'Hooli', role: 'Dev', start: '01/2012', end: '11/2013', current: false, description: '' },
  ];
  cv.languages = [{ id: 'c', language: 'English', level: 'Avanzado' }];
  return { cv, extras: false };
}

let onScreen: CvDocument;
const onImport = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onImport.mockReset();
  global.fetch = fetchMock;
  onScreen = emptyCv('Mariana Souza Oliveira');
  onScreen.personalize = { modelo: 'moderno', font: 'Times', color: 'verde', fonte: 80 };
});

function setup() {
  const user = userEvent.setup();
  renderWithIntl(<JsonActions texts={TEXTS} read={() => onScreen} onImport={onImport} />);
  const file = new File([JSON.stringify(toJsonResume(imported().cv))], 'richard.json', { type: 'application/json' });
  const choose = () => user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  return { user, choose };
}

describe('Importar JSON', () => {
  it('sends the file as it is, shows what it holds and replaces nothing before Substituir; Escape and Cancelar keep the CV', async () => {
    const { user, choose } = setup();
    reply(200, imported());
    await choose();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/cv/import');
    expect(init?.body).toBeInstanceOf(File);

    const dialog = await screen.findByRole('dialog', { name: 'Substituir pelo currículo do arquivo?' });
    expect(dialog).toHaveTextContent('O arquivo richard.json tem:');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nome: Richard Hendriks',
      '2 experiências',
      'Nenhuma formação',
      '1 idioma',
      'Nenhuma habilidade',
    ]);
    expect(dialog).toHaveTextContent('A personalização, o gênero e a data de nascimento continuam como estão.');
    // The focus is trapped in the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();

    reply(200, imported());
    await choose();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onImport).not.toHaveBeenCalled();

    reply(200, imported());
    await choose();
    await user.click(await screen.findByRole('button', { name: 'Substituir' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    const cv = onImport.mock.calls[0]![0] as CvDocument;
    expect(cv.personal.names).toBe('Richard Hendriks');
    expect(cv.experience).toHaveLength(2);
    // A file from another tool keeps the design on screen.
    expect(cv.personalize).toEqual({ modelo: 'moderno', font: 'Times', color: 'verde', fonte: 80 });
    expect(screen.getByRole('status')).toHaveTextContent('Currículo importado do arquivo. Confira cada seção.');
  });

  it('a file that is not JSON Resume: the pt-BR message, the fields and the support code', async () => {
    const { choose } = setup();
    reply(422, { error: 'validation', message: messages.Cv.import.notResume, fields: { 'work.0.startDate': messages.Cv.import.date } });
    await choose();
    const alert = await screen.findByRole('alertdialog', { name: 'Não foi possível importar o arquivo' });
    expect(alert).toHaveTextContent(messages.Cv.import.notResume);
    expect(alert).toHaveTextContent(`work.0.startDate: ${messages.Cv.import.date}`);
    expect(alert).toHaveTextContent(supportCodeOf(REQUEST_ID));
    expect(onImport).not.toHaveBeenCalled();
  });
});
