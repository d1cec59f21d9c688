import { render } from '@testing-library/react';
import { FocusResults } from './FocusResults';

function Page({ search }: { search: string }) {
  return (
    <>
      <button type="button">Buscar vagas</button>
      <h2 id="jobs-results-title" tabIndex={-1}>
        12 vagas encontradas
      </h2>
      <FocusResults headingId="jobs-results-title" search={search} />
    </>
  );
}

describe('FocusResults', () => {
  it('moves the focus to the results heading after a search, and again after the next one', () => {
    const { getByRole, rerender } = render(<Page search="?q=soldador" />);
    const heading = getByRole('heading', { name: '12 vagas encontradas' });
    expect(heading).toHaveFocus();
    getByRole('button', { name: 'Buscar vagas' }).focus();
    rerender(<Page search="?q=soldador" />);
    expect(heading).not.toHaveFocus();
    rerender(<Page search="?q=soldador&pagina=2" />);
    expect(heading).toHaveFocus();
  });
});
