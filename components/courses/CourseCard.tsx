import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CATEGORIES, LANGUAGES, LEVELS, type Course } from '@/lib/courses/catalogue';
import { coursePath } from '@/lib/courses/paths';
import { EnrolButton } from './EnrolButton';
import { courseTitleId } from './ids';
import { PartnerLink } from './PartnerLink';

/** One course as its card shows it: the partner's course, and whether the customer enrolled in it this year. */
export type CourseCardView = Course & {
  /** Enrolled this year: the card links to the partner instead of offering 'Inscrever-se' (left out when not). */
  enrolled?: true;
};

/**
 * A card's course as the page sends it to CourseResults: its values in a row, without their names,
 * and the category, level and language as their places in CATEGORIES, LEVELS and LANGUAGES, whose
 * texts the page sends once (the filters show them too). The flight data would otherwise repeat
 * names and texts for each of the twelve courses of a page. The institution is null when the
 * partner names none.
 */
export type CourseRow = readonly [
  id: string,
  title: string,
  description: string,
  provider: string | null,
  category: number,
  level: number,
  hours: number,
  language: number,
  enrolled?: 1,
];

/** A row as its card's view (CourseResults). */
export function courseOfRow([id, title, description, provider, category, level, hours, language, enrolled]: CourseRow): CourseCardView {
  const course: Course = { id, title, description, provider: provider ?? '', category: CATEGORIES[category]!, level: LEVELS[level]!, hours, language: LANGUAGES[language]! };
  return enrolled ? { ...course, enrolled: true } : course;
}

/** The row of a course (the page). */
export function rowOfCourse({ id, title, description, provider, category, level, hours, language }: Course, enrolled: boolean): CourseRow {
  const row = [id, title, description, provider || null, CATEGORIES.indexOf(category), LEVELS.indexOf(level), hours, LANGUAGES.indexOf(language)] as const;
  return enrolled ? [...row, 1] : row;
}

type Props = {
  course: CourseCardView;
  /** The customer's programme address, or null when the session has none. */
  programUrl: string | null;
  /** The catalogue's search and page the card was found on ('?q=excel&pagina=2'), carried to the course's page for its way back. */
  search?: string;
};

/**
 * One course of the catalogue: category, title (a link to the course's page), institution,
 * description, level, duration and language. Rendered inside CourseResults (a client component), so
 * the page's flight data carries each course once as a small row, not its element tree; the words
 * every card shares come once with the page's texts (lib/i18n CATALOGUE_TEXTS).
 */
export function CourseCard({ course, programUrl, search = '' }: Props) {
  const t = useTranslations('Courses');
  const titleId = courseTitleId(course.id);
  return (
    <li>
      <article aria-labelledby={titleId}>
        <p>{t(`categories.${course.category}`)}</p>
        <h3 id={titleId} tabIndex={-1}>
          <Link href={`${coursePath(course.id)}${search}`}>{course.title}</Link>
        </h3>
        {course.provider && <p>{t('card.provider', { provider: course.provider })}</p>}
        <p>{course.description}</p>
        <dl>
          <dt>{t('card.level')}</dt>
          <dd>{t(`levels.${course.level}`)}</dd>
          <dt>{t('card.duration')}</dt>
          <dd>{t('card.hours', { hours: course.hours })}</dd>
          <dt>{t('card.language')}</dt>
          <dd>{t(`languages.${course.language}`)}</dd>
        </dl>
        <div>
          {course.enrolled ? (
            <>
              <span className="enrolled-badge">{t('card.enrolled')}</span>
              {programUrl && <PartnerLink href={programUrl}>{t('partner.goTo')}</PartnerLink>}
            </>
          ) : (
            <EnrolButton course={{ id: course.id, title: course.title }} />
          )}
        </div>
      </article>
    </li>
  );
}
