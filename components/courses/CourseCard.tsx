import Link from 'next/link';
import { coursePath } from '@/lib/courses/paths';
import { EnrolButton } from './EnrolButton';
import { courseTitleId } from './ids';
import { PartnerLink } from './PartnerLink';

/** One course as its card shows it: the texts already written in Portuguese on the server. */
export type CourseCardView = {
  id: string;
  title: string;
  description: string;
  /** 'Oferecido por …', or null when the partner names no institution. */
  provider: string | null;
  category: string;
  level: string;
  /** '24 horas' */
  hours: string;
  language: string;
  /** Enrolled this year: the card links to the partner instead of offering 'Inscrever-se' (left out when not). */
  enrolled?: true;
};

/**
 * A card's view as the page sends it to CourseList: the same texts in a row, without their names,
 * which the flight data would otherwise repeat for each of the twelve courses of a page.
 */
export type CourseRow = readonly [
  id: string,
  title: string,
  description: string,
  provider: string | null,
  category: string,
  level: string,
  hours: string,
  language: string,
  enrolled?: 1,
];

/** A row as a card's view (CourseList). */
export function courseOfRow([id, title, description, provider, category, level, hours, language, enrolled]: CourseRow): CourseCardView {
  return { id, title, description, provider, category, level, hours, language, ...(enrolled && { enrolled: true }) };
}

/** The row of a card's view (the page). */
export function rowOfCourse({ id, title, description, provider, category, level, hours, language, enrolled }: CourseCardView): CourseRow {
  const row = [id, title, description, provider, category, level, hours, language] as const;
  return enrolled ? [...row, 1] : row;
}

/** The words every card shares, given once for the whole list. */
export type CourseCardLabels = { level: string; duration: string; language: string; enrolled: string; goTo: string };

type Props = {
  course: CourseCardView;
  labels: CourseCardLabels;
  /** The customer's programme address, or null when the session has none. */
  programUrl: string | null;
};

/**
 * One course of the catalogue: category, title (a link to the course's page), institution,
 * description, level, duration and language. Rendered inside CourseList (a client component), so the page's flight data carries each
 * course once as a small view, not its element tree.
 */
export function CourseCard({ course, labels, programUrl }: Props) {
  const titleId = courseTitleId(course.id);
  return (
    <li>
      <article aria-labelledby={titleId} className="course-card">
        <p>{course.category}</p>
        <h3 id={titleId} tabIndex={-1}>
          <Link href={coursePath(course.id)}>
            {course.title}
          </Link>
        </h3>
        {course.provider && <p>{course.provider}</p>}
        <p>{course.description}</p>
        <dl>
          <dt>{labels.level}</dt>
          <dd>{course.level}</dd>
          <dt>{labels.duration}</dt>
          <dd>{course.hours}</dd>
          <dt>{labels.language}</dt>
          <dd>{course.language}</dd>
        </dl>
        <div>
          {course.enrolled ? (
            <>
              <span className="enrolled-badge">{labels.enrolled}</span>
              {programUrl && <PartnerLink href={programUrl}>{labels.goTo}</PartnerLink>}
            </>
          ) : (
            <EnrolButton course={{ id: course.id, title: course.title }} />
          )}
        </div>
      </article>
    </li>
  );
}
