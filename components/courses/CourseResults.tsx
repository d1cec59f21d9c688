'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { CourseAllowance } from '@/lib/courses/contract';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import { CourseCard, courseOfRow, type CourseRow } from './CourseCard';
import { EnrolmentProvider } from './EnrolmentProvider';
import { RESULTS_ID } from './ids';
import { Pagination } from './Pagination';
import { takeSearch } from './resultsFocus';
import { Section } from '@/components/ui/Section';

type Props = {
  query: CatalogueQuery;
  /** The matches' total, this page's number and the number of pages. */
  total: number;
  page: number;
  pages: number;
  /** This page's courses (at most PAGE_SIZE), in rows (CourseRow). */
  courses: readonly CourseRow[];
  programUrl: string | null;
  allowance: CourseAllowance;
};

/**
 * The catalogue's results: how many courses match, the page's courses with their enrolment flow,
 * and the result pages. A client component although most of it is text: from small rows, the
 * flight data holds each course's texts once (not the element tree a server-rendered card put there
 * beside its HTML), and the words every card shares come once with the page's texts
 * (lib/i18n CATALOGUE_TEXTS); the HTML is the same.
 */
export function CourseResults({ query, total, page, pages, courses, programUrl, allowance }: Props) {
  const t = useTranslations('Courses.catalogue');
  const tPages = useTranslations('Pagination');
  const heading = useRef<HTMLHeadingElement>(null);
  // After a search, the results heading takes the focus, its description the count ('12 cursos encontrados').
  // Back from a course's page ('Voltar aos cursos' links to #curso-<id>), its card's link takes it: she goes on from where she was.
  useEffect(() => {
    if (takeSearch()) heading.current?.focus();
    else if (location.hash.startsWith('#curso-')) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.querySelector('a')?.focus();
  }, [query]);
  return (
    <Section
      title={t('resultsTitle')}
      titleId={RESULTS_ID}
      titleClassName="section-title"
      titleProps={{ ref: heading, tabIndex: -1, 'aria-describedby': `${RESULTS_ID}-total` }}
      header={(title) => (
        <div className="flex flex-col gap-1">
          {title}
          <p id={`${RESULTS_ID}-total`} role="status" className="font-semibold text-ink-muted">
            {t('results', { count: total })}
          </p>
          {pages > 0 && <p className="text-sm text-ink-muted">{tPages('status', { page, pages })}</p>}
        </div>
      )}
      className="flex flex-col gap-6"
    >
      {courses.length > 0 ? (
        <EnrolmentProvider allowance={allowance}>
          <ul className="course-list">
            {courses.map((row) => (
              <CourseCard key={row[0]} course={courseOfRow(row)} programUrl={programUrl} search={catalogueSearch(query, page)} />
            ))}
          </ul>
        </EnrolmentProvider>
      ) : (
        <p className="text-ink">{t('noResults')}</p>
      )}
      <Pagination query={query} page={page} pages={pages} />
    </Section>
  );
}
