import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { CardRail } from './CardRail';

/** jsdom has no ResizeObserver: this one reports on observe() and whenever the test calls resize(). */
let resize: () => void = () => undefined;

beforeAll(() => {
  global.ResizeObserver = class implements ResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      resize = () => callback([], this);
    }
    observe() {
      resize();
    }
    unobserve() {}
    disconnect() {}
  };
});

function renderRail({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  renderWithIntl(
    <CardRail label="Serviços" arrowIcon={<svg aria-hidden="true" />}>
      <li>Um</li>
      <li>Dois</li>
    </CardRail>,
  );
  const list = screen.getByRole('list', { name: 'Serviços' });
  Object.defineProperties(list, { scrollWidth: { value: scrollWidth }, clientWidth: { value: clientWidth } });
  list.scrollBy = jest.fn();
  act(() => resize());
  return { list, user: userEvent.setup() };
}

describe('CardRail', () => {
  it('has labelled arrows that control the list, disabled where there is nothing to show', () => {
    renderRail({ scrollWidth: 1000, clientWidth: 500 });
    const previous = screen.getByRole('button', { name: 'Ver serviços anteriores' });
    const next = screen.getByRole('button', { name: 'Ver próximos serviços' });
    expect(next).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('moves one card at a time, and not past the ends', async () => {
    const { list, user } = renderRail({ scrollWidth: 1000, clientWidth: 500 });
    jest.spyOn(list.firstElementChild!, 'getBoundingClientRect').mockReturnValue({ width: 256 } as DOMRect);
    await user.click(screen.getByRole('button', { name: 'Ver próximos serviços' }));
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 256 });
    await user.click(screen.getByRole('button', { name: 'Ver serviços anteriores' }));
    expect(list.scrollBy).toHaveBeenCalledTimes(1);
  });

  it('disables both arrows when every card fits', () => {
    renderRail({ scrollWidth: 500, clientWidth: 500 });
    expect(screen.getByRole('button', { name: 'Ver serviços anteriores' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Ver próximos serviços' })).toHaveAttribute('aria-disabled', 'true');
  });
});
