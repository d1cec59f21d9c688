'use client';

import Form from 'next/form';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { CATEGORIES, DURATIONS, LANGUAGES, LEVELS } from '@/lib/courses/catalogue';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { SEARCH_MAX, isFiltered, type CatalogueQuery } from '@/lib/courses/filter';
import { markSearch } from './resultsFocus';
import { Section } from '@/components/ui/Section';

const TITLE_ID = 'course-search';

/**
 * The catalogue's search and filters (the kit's TextField and Selects): a plain GET form of the page's own URL
 * (`?q=&categoria=&nivel=&idioma=&duracao=`), so it works without JavaScript; with it, next/form
 * navigates without reloading the page. A client component whose texts come with the page's
 * (lib/i18n CATALOGUE_TEXTS; the cards show the same categories, levels and languages), so the
 * flight data carries neither its element tree nor its options. The page remounts it for every
 * query (its key), so its fields show the URL's.
 */
export function CatalogueSearch({ query }: { query: CatalogueQuery }) {
  const t = useTranslations('Courses');
  // Each filter's select: its URL parameter, label, 'any' option and options.
  const filters = [
    { name: 'categoria', label: t('catalogue.category'), all: t('catalogue.allCategories'), options: CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })) },
    { name: 'nivel', label: t('catalogue.level'), all: t('catalogue.allLevels'), options: LEVELS.map((value) => ({ value, label: t(`levels.${value}`) })) },
    { name: 'idioma', label: t('catalogue.language'), all: t('catalogue.allLanguages'), options: LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })) },
    { name: 'duracao', label: t('catalogue.duration'), all: t('catalogue.allDurations'), options: DURATIONS.map((value) => ({ value, label: t(`durations.${value}`) })) },
  ] as const;
  return (
    <Section title={t('catalogue.searchTitle')} titleId={TITLE_ID} titleClassName="section-title" className="flex flex-col gap-4">
      <Form action={CATALOGUE_PATH} scroll={false} onSubmit={markSearch} role="search" aria-labelledby={TITLE_ID} className="flex flex-col gap-4">
        <div className="course-filters">
          <TextField
            id="cursos-q"
            className="desktop:col-span-4"
            label={t('catalogue.searchLabel')}
            hint={t('catalogue.searchHint')}
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={SEARCH_MAX}
          />
          {filters.map(({ name, label, all, options }) => (
            <Select key={name} id={`cursos-${name}`} label={label} name={name} defaultValue={query[name] ?? ''} placeholder={all} options={options} />
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
    </Section>
  );
}
