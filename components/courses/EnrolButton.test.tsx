import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render';
import { EnrolButton } from './EnrolButton';
import { courseTitleId } from './ids';

const COURSE = { id: 'power-bi', title: 'Power BI na prática' };

/** A card as the catalogue renders it: the title, then 'Inscrever-se' or (once enrolled) no button. */
function Card({ enrolled }: { enrolled: boolean }) {
  return (
    <article aria-labelledby={courseTitleId(COURSE.id)}>
      <h3 id={courseTitleId(COURSE.id)} tabIndex={-1}>
        {COURSE.title}
      </h3>
      {enrolled ? <a href="https://www.coursera.org/">Acessar no Coursera</a> : <EnrolButton course={COURSE} />}
      <button type="button">Outro</button>
    </article>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('EnrolButton', () => {
  it('hands focus to the card title when it goes while focused (the refresh after an enrolment)', async () => {
    const { rerender } = renderWithIntl(<Card enrolled={false} />);
    screen.getByRole('button', { name: /Inscrever-se/ }).focus();
    rerender(<Card enrolled />);
    await nextFrame();
    expect(screen.getByRole('heading', { name: COURSE.title })).toHaveFocus();
  });

  it('leaves focus alone when it goes while something else has it', async () => {
    const { rerender } = renderWithIntl(<Card enrolled={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Outro' }));
    rerender(<Card enrolled />);
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Outro' })).toHaveFocus();
  });

  it('keeps focus when it only re-renders', async () => {
    const { rerender } = renderWithIntl(<Card enrolled={false} />);
    const button = screen.getByRole('button', { name: /Inscrever-se/ });
    button.focus();
    rerender(<Card enrolled={false} />);
    await nextFrame();
    expect(button).toHaveFocus();
  });
});
