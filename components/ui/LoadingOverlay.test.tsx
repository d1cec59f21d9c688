import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('shows the spec text in a polite, busy status region covering the screen', () => {
    renderWithIntl(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Um momento, por favor....');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveClass('fixed', 'inset-0');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('accepts another label', () => {
    renderWithIntl(<LoadingOverlay label="Enviando…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Enviando…');
  });

  it('renders nothing when closed', () => {
    renderWithIntl(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Um momento, por favor....')).not.toBeInTheDocument();
  });
});
