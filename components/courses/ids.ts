/** The id of a course card's title: it labels the card, and takes focus after an enrolment (its button is gone then). */
export const courseTitleId = (courseId: string) => `curso-${courseId}`;

/** The catalogue's results section: page links land there, not at the top of the page. */
export const RESULTS_ID = 'cursos-resultados';
