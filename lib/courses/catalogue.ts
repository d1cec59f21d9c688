/**
 * The online-courses catalogue as the portal sees it (pure, shared by server and client code).
 * The filter values are the URL's (`?categoria=idiomas&nivel=iniciante&idioma=portugues&duracao=ate-10h`)
 * and the keys of their pt-BR labels (messages Courses.categories, .levels, .languages, .durations).
 */

/** The four categories of SPEC §3: learn languages, business skills, personal development, data science. */
export const CATEGORIES = ['idiomas', 'negocios', 'desenvolvimento-pessoal', 'ciencia-de-dados'] as const;
export const LEVELS = ['iniciante', 'intermediario', 'avancado'] as const;
export const LANGUAGES = ['portugues', 'ingles', 'espanhol'] as const;
/** Duration bands: up to 10 hours, more than 10 up to 30, more than 30 (the partner's SHORT, MEDIUM, LONG). */
export const DURATIONS = ['ate-10h', '10-a-30h', 'mais-de-30h'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Level = (typeof LEVELS)[number];
export type Language = (typeof LANGUAGES)[number];
export type Duration = (typeof DURATIONS)[number];

export type Course = {
  id: string;
  title: string;
  description: string;
  /** The institution that teaches it. */
  provider: string;
  category: Category;
  level: Level;
  language: Language;
  hours: number;
};

/** The certificate a course gives (messages Courses.certificates). */
export const CERTIFICATES = ['profissional', 'conclusao', 'nenhum'] as const;
export type Certificate = (typeof CERTIFICATES)[number];

/** A course with what its page shows besides its card: a summary, the syllabus topics and the certificate. */
export type CourseDetails = Course & { summary: string; syllabus: string[]; certificate: Certificate };

/** One page of the partner's search: the page's courses, the matches' total and the number of pages. */
export type CoursePage = { courses: Course[]; total: number; page: number; pages: number };
