import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/testing/render';
import { lazyStep } from './lazyStep';

function Fields() {
  return <input aria-label="Nome completo" />;
}

/** The builder's part: the step drawn anew (a new key) by its retry, told when it is on the page. */
function Builder({ Step, onShown }: { Step: ReturnType<typeof lazyStep>; onShown: () => void }) {
  const [attempt, setAttempt] = useState(0);
  return <Step key={attempt} onShown={onShown} onRetry={() => setAttempt((count) => count + 1)} />;
}

describe('lazyStep', () => {
  it('keeps the place with an announced skeleton while the code comes, then draws the step and says it is shown', async () => {
    let arrive: (step: typeof Fields) => void = () => {};
    const Step = lazyStep(() => new Promise((done) => (arrive = done)));
    const onShown = jest.fn();
    renderWithIntl(<Builder Step={Step} onShown={onShown} />);
    expect(screen.getByRole('status')).toHaveTextContent('Um momento, por favor....');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => arrive(Fields));
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('draws a step whose code is already here at once, and says it is shown', async () => {
    const Step = lazyStep(() => Promise.resolve(Fields));
    await Step.preload();
    const onShown = jest.fn();
    renderWithIntl(<Builder Step={Step} onShown={onShown} />);
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('says when the code cannot be loaded, and its retry asks for it again', async () => {
    const load = jest.fn<Promise<typeof Fields>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Fields);
    const Step = lazyStep(load);
    const onShown = jest.fn();
    renderWithIntl(<Builder Step={Step} onShown={onShown} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir esta seção. Verifique a sua conexão e tente novamente.');
    expect(onShown).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Nome completo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
