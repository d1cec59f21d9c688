import { getTranslations } from 'next-intl/server';
import { CATEGORIES, DURATIONS, LANGUAGES, LEVELS } from '@/lib/courses/catalogue';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import { CatalogueSearchForm, type FilterSelectView } from './CatalogueSearchForm';

const TITLE_ID = 'course-search';

/**
 * The catalogue's search and filters, with the texts written here. The form is remounted for every
 * query, so its fields show the URL's.
 */
export async function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  const t = await getTranslations('Courses');
  const selects: FilterSelectView[] = [
    { name: 'categoria', label: t('catalogue.category'), allLabel: t('catalogue.allCategories'), options: CATEGORIES.map((value) => [value, t(`categories.${value}`)] as const) },
    { name: 'nivel', label: t('catalogue.level'), allLabel: t('catalogue.allLevels'), options: LEVELS.map((value) => [value, t(`levels.${value}`)] as const) },
    { name: 'idioma', label: t('catalogue.language'), allLabel: t('catalogue.allLanguages'), options: LANGUAGES.map((value) => [value, t(`languages.${value}`)] as const) },
    { name: 'duracao', label: t('catalogue.duration'), allLabel: t('catalogue.allDurations'), options: DURATIONS.map((value) => [value, t(`durations.${value}`)] as const) },
  ];
  const texts = { searchLabel: t('catalogue.searchLabel'), searchHint: t('catalogue.searchHint'), submit: t('catalogue.submit'), clear: t('catalogue.clear') };
  return (
    <section aria-labelledby={TITLE_ID} className="flex flex-col gap-4">
      <h2 id={TITLE_ID} className="section-title">
        {t('catalogue.searchTitle')}
      </h2>
      <CatalogueSearchForm key={catalogueSearch(query, 1)} query={query} texts={texts} selects={selects} labelledBy={TITLE_ID} />
    </section>
  );
}
