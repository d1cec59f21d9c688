/** The id of a course card's title: it labels the card, and takes focus after an enrolment (its button is gone then). */
export const courseTitleId = (courseId: string) => `curso-${courseId}`;

/**
 * After an enrolment the card's 'Inscrever-se' is replaced by the partner's link, so focus cannot
 * go back to it: on the next frame, if focus was lost to the page's body, it goes to the card's title.
 */
export function refocusCourseCard(courseId: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(courseTitleId(courseId))?.focus();
  });
}
