'use client';

import Form from 'next/form';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { fieldFrameClasses } from '@/components/ui/Field';
import { CATEGORIES, DURATIONS, LANGUAGES, LEVELS } from '@/lib/courses/catalogue';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { SEARCH_MAX, isFiltered, type CatalogueQuery } from '@/lib/courses/filter';

const TITLE_ID = 'course-search';

/**
 * The catalogue's search and filters: a plain GET form of the page's own URL
 * (`?q=&categoria=&nivel=&idioma=&duracao=`), so it works without JavaScript; with it, next/form
 * navigates without reloading the page. A client component whose texts come with the page's
 * (lib/i18n CATALOGUE_TEXTS; the cards show the same categories, levels and languages), so the
 * flight data carries neither its element tree nor its options. The page remounts it for every
 * query (its key), so its fields show the URL's.
 */
export function CatalogueSearch({ query }: { query: CatalogueQuery }) {
  const t = useTranslations('Courses');
  // Each filter's select: its URL parameter, label, 'any' option and options ([value, text]).
  const filters = [
    { name: 'categoria', label: t('catalogue.category'), all: t('catalogue.allCategories'), options: CATEGORIES.map((value) => [value, t(`categories.${value}`)]) },
    { name: 'nivel', label: t('catalogue.level'), all: t('catalogue.allLevels'), options: LEVELS.map((value) => [value, t(`levels.${value}`)]) },
    { name: 'idioma', label: t('catalogue.language'), all: t('catalogue.allLanguages'), options: LANGUAGES.map((value) => [value, t(`languages.${value}`)]) },
    { name: 'duracao', label: t('catalogue.duration'), all: t('catalogue.allDurations'), options: DURATIONS.map((value) => [value, t(`durations.${value}`)]) },
  ] as const;
  return (
    <section aria-labelledby={TITLE_ID} className="flex flex-col gap-4">
      <h2 id={TITLE_ID} className="section-title">
        {t('catalogue.searchTitle')}
      </h2>
      <Form action={CATALOGUE_PATH} scroll={false} role="search" aria-labelledby={TITLE_ID} className="flex flex-col gap-4">
        <div className="course-filters">
          <div className="field desktop:col-span-4">
            <label htmlFor="cursos-q">{t('catalogue.searchLabel')}</label>
            <div className={fieldFrameClasses(false)}>
              <input id="cursos-q" name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} aria-describedby="cursos-q-hint" />
            </div>
            <p id="cursos-q-hint" className="text-sm text-ink-muted">
              {t('catalogue.searchHint')}
            </p>
          </div>
          {filters.map(({ name, label, all, options }) => (
            <div key={name} className="field">
              <label htmlFor={`cursos-${name}`}>{label}</label>
              <div className={fieldFrameClasses(false)}>
                <select id={`cursos-${name}`} name={name} defaultValue={query[name] ?? ''}>
                  <option value="">{all}</option>
                  {options.map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" appearance="contained" data-control="cursos-buscar">
            {t('catalogue.submit')}
          </Button>
          {isFiltered(query) && (
            <Link href={CATALOGUE_PATH} scroll={false} className="font-semibold text-brand-700 underline underline-offset-4">
              {t('catalogue.clear')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
