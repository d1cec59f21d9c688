import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { fieldFrameClasses } from '@/components/ui/Field';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { CATEGORIES, DURATIONS, LANGUAGES, LEVELS } from '@/lib/courses/catalogue';
import { catalogueSearch, isFiltered, type CatalogueQuery } from '@/lib/courses/filter';
import { SEARCH_MAX } from '@/lib/validation/courses';

const CONTROL = 'min-h-12 w-full rounded-xl bg-transparent px-4 py-2 text-base text-ink focus:outline-none';

type SelectProps = { name: string; label: string; allLabel: string; options: readonly (readonly [string, string])[]; value?: string };

function FilterSelect({ name, label, allLabel, options, value }: SelectProps) {
  const id = `cursos-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className={fieldFrameClasses(false)}>
        <select id={id} name={name} defaultValue={value ?? ''} className={CONTROL}>
          <option value="">{allLabel}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The catalogue's search and filters: a plain GET form of the page's own URL
 * (`?q=&categoria=&nivel=&idioma=&duracao=`), so it works without JavaScript; with it, next/form
 * navigates without reloading the page. Remounted for every query, so its fields show the URL's.
 */
export async function CatalogueFilters({ query }: { query: CatalogueQuery }) {
  const t = await getTranslations('Courses');
  return (
    <section aria-labelledby="course-search" className="flex flex-col gap-4">
      <h2 id="course-search" className="text-2xl font-bold text-brand-900">
        {t('catalogue.searchTitle')}
      </h2>
      <Form key={catalogueSearch(query, 1)} action={CATALOGUE_PATH} scroll={false} role="search" aria-labelledby="course-search" className="flex flex-col gap-4">
        <div className="grid gap-4 desktop:grid-cols-4">
          <div className="flex flex-col gap-1 desktop:col-span-4">
            <label htmlFor="cursos-q" className="font-semibold text-ink">
              {t('catalogue.searchLabel')}
            </label>
            <div className={fieldFrameClasses(false)}>
              <input id="cursos-q" name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} aria-describedby="cursos-q-hint" className={CONTROL} />
            </div>
            <p id="cursos-q-hint" className="text-sm text-ink-muted">
              {t('catalogue.searchHint')}
            </p>
          </div>
          <FilterSelect name="categoria" label={t('catalogue.category')} allLabel={t('catalogue.allCategories')} options={CATEGORIES.map((value) => [value, t(`categories.${value}`)] as const)} value={query.categoria} />
          <FilterSelect name="nivel" label={t('catalogue.level')} allLabel={t('catalogue.allLevels')} options={LEVELS.map((value) => [value, t(`levels.${value}`)] as const)} value={query.nivel} />
          <FilterSelect name="idioma" label={t('catalogue.language')} allLabel={t('catalogue.allLanguages')} options={LANGUAGES.map((value) => [value, t(`languages.${value}`)] as const)} value={query.idioma} />
          <FilterSelect name="duracao" label={t('catalogue.duration')} allLabel={t('catalogue.allDurations')} options={DURATIONS.map((value) => [value, t(`durations.${value}`)] as const)} value={query.duracao} />
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
