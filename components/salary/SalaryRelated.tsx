import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { UfCode } from '@/lib/salary/regions';
import type { RelatedCoursesView, RelatedJobsView } from '@/lib/salary/related';
import { Section } from '@/components/ui/Section';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

type Props = {
  uf: UfCode;
  /** Absent when the customer's ecosystems lack the job search. */
  jobs?: RelatedJobsView;
  /** Absent when they lack the courses, or no course fits. */
  courses?: RelatedCoursesView | null;
};

/** Beside the comparator's figures: the family's offers in the state and courses that fit it, from the customer's other services. */
export async function SalaryRelated({ uf, jobs, courses }: Props) {
  if (!jobs && !courses) return null;
  const t = await getTranslations('SalaryRelated');
  const tSalary = await getTranslations('Salary');
  const inUf = tSalary(`ufsIn.${uf}`);
  return (
    <div className="grid gap-6 desktop:grid-cols-2">
      {jobs && (
        <Section title={t('jobsTitle', { inUf })} titleId="salary-jobs" titleClassName="section-title" className="flex flex-col gap-2 rounded-2xl border border-brand-100 p-5">
          {jobs.keyword === null ? (
            <p>{t('noJobs', { inUf })}</p>
          ) : (
            <Link href={jobs.href} className={LINK} data-control="salary-jobs">
              {t('jobs', { total: jobs.total, keyword: jobs.keyword, inUf })}
            </Link>
          )}
        </Section>
      )}
      {courses && (
        <Section title={t('coursesTitle')} titleId="salary-courses" titleClassName="section-title" className="flex flex-col gap-2 rounded-2xl border border-brand-100 p-5">
          <p>{t('coursesLead', { topic: courses.topic })}</p>
          <ul className="flex flex-col">
            {courses.courses.map((course) => (
              <li key={course.id}>
                <Link href={course.href} className={LINK} data-control="salary-course">
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={courses.href} className={LINK} data-control="salary-courses">
            {t('moreCourses', { topic: courses.topic })}
          </Link>
        </Section>
      )}
    </div>
  );
}
