import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its h2, with an id made for it when none is given', () => {
    render(
      <Section title="Meus cursos" className="card">
        <p>Conteúdo</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Meus cursos' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Meus cursos' });
    expect(region).toHaveClass('card');
    expect(region).toContainElement(heading);
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.id).not.toBe('');
  });

  it('takes the level, the heading id, its class and attributes, and the section id it is given', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Section id="salvos" title="Logos salvos" level={3} titleId="saved-title" titleClassName="section-title" titleProps={{ ref, tabIndex: -1 }}>
        <p>Conteúdo</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Logos salvos' });
    expect(heading).toHaveAttribute('id', 'saved-title');
    expect(heading).toHaveClass('section-title');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(ref.current).toBe(heading);
    expect(screen.getByRole('region', { name: 'Logos salvos' })).toHaveAttribute('id', 'salvos');
  });

  it('draws what opens the section around the heading with header', () => {
    render(
      <Section title="Resultados" header={(heading) => <div data-testid="opening">{heading}<p>3 cursos</p></div>}>
        <p>Lista</p>
      </Section>,
    );
    expect(screen.getByTestId('opening')).toContainElement(screen.getByRole('heading', { name: 'Resultados' }));
    expect(screen.getByRole('region', { name: 'Resultados' })).toHaveTextContent('3 cursos');
  });
});
