import type { getTranslations } from 'next-intl/server';
import type { Course } from '@/lib/courses/catalogue';
import { EnrolButton } from './EnrolButton';
import { courseTitleId } from './ids';
import { PartnerLink } from './PartnerLink';

type Props = {
  /** The 'Courses' texts, from the catalogue: no card awaits its own. */
  t: Awaited<ReturnType<typeof getTranslations<'Courses'>>>;
  course: Course;
  /** Enrolled this year: the card links to the partner instead of offering 'Inscrever-se'. */
  enrolled: boolean;
  /** The customer's programme address, or null when the session has none. */
  programUrl: string | null;
};

/** One course of the catalogue: category, title, institution, description, level, duration and language. */
export function CourseCard({ t, course, enrolled, programUrl }: Props) {
  const titleId = courseTitleId(course.id);
  return (
    <li className="flex">
      <article aria-labelledby={titleId} className="course-card">
        <p className="course-card-category">{t(`categories.${course.category}`)}</p>
        <h3 id={titleId} tabIndex={-1} className="course-card-title">
          {course.title}
        </h3>
        {course.provider && <p className="text-sm text-ink-muted">{t('card.provider', { provider: course.provider })}</p>}
        <p className="text-ink">{course.description}</p>
        <dl className="course-facts">
          <dt>{t('card.level')}</dt>
          <dd>{t(`levels.${course.level}`)}</dd>
          <dt>{t('card.duration')}</dt>
          <dd>{t('card.hours', { hours: course.hours })}</dd>
          <dt>{t('card.language')}</dt>
          <dd>{t(`languages.${course.language}`)}</dd>
        </dl>
        <div className="course-card-actions">
          {enrolled ? (
            <>
              <span className="rounded-full bg-success px-3 py-1 text-sm font-semibold text-white">{t('card.enrolled')}</span>
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
