import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
import { LegalTextSkeleton } from './LegalTextSkeleton';

describe('LegalTextSkeleton', () => {
  it('is a busy status with a visually hidden pt-BR label', () => {
    renderWithIntl(<LegalTextSkeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando o conteúdo...')).toHaveClass('sr-only');
  });

  it('draws a title bar plus the requested number of lines, hidden from assistive tech and pulsing only with motion allowed', () => {
    const { container } = renderWithIntl(<LegalTextSkeleton lines={5} />);
    const bars = container.querySelectorAll('[data-skeleton]');
    expect(bars).toHaveLength(6);
    bars.forEach((bar) => {
      expect(bar).toHaveAttribute('aria-hidden', 'true');
      expect(bar).toHaveClass('motion-safe:animate-pulse');
      expect(bar).not.toHaveClass('animate-pulse');
    });
  });
});
