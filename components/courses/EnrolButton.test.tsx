import { act, screen } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
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
});
