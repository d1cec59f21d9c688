/** The id of a course card's title: it labels the card, and takes focus after an enrolment (its button is gone then). */
export const courseTitleId = (courseId: string) => `curso-${courseId}`;

/** The catalogue's results section: page links land there, not at the top of the page. */
export const RESULTS_ID = 'cursos-resultados';

/** What is left of the year's enrolments, said once at the top: at the limit, it describes every 'Inscrever-se'. */
export const ALLOWANCE_REMAINING_ID = 'cursos-inscricoes-restantes';
