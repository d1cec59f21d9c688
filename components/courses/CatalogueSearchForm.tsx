'use client';

import Form from 'next/form';
import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { fieldFrameClasses } from '@/components/ui/Field';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { SEARCH_MAX, isFiltered, type CatalogueQuery } from '@/lib/courses/filter';

/** A field's control inside the kit's frame (app/globals.css). */
const CONTROL = 'course-filter-control';

/** One filter's select: its URL parameter, label, 'any' option and options ([value, text]). */
export type FilterSelectView = { name: 'categoria' | 'nivel' | 'idioma' | 'duracao'; label: string; allLabel: string; options: (readonly [string, string])[] };

export type CatalogueSearchTexts = { searchLabel: string; searchHint: string; submit: string; clear: string };

function FilterSelect({ name, label, allLabel, options, value }: FilterSelectView & { value?: string }) {
  const id = `cursos-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
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

type Props = { query: CatalogueQuery; texts: CatalogueSearchTexts; selects: FilterSelectView[]; labelledBy: string };

/**
 * The catalogue's search and filters form: a plain GET form of the page's own URL
 * (`?q=&categoria=&nivel=&idioma=&duracao=`), so it works without JavaScript; with it, next/form
 * navigates without reloading the page. A client component so the flight data carries its texts,
 * not its element tree (the HTML is the same).
 */
export function CatalogueSearchForm({ query, texts, selects, labelledBy }: Props) {
  return (
    <Form action={CATALOGUE_PATH} scroll={false} role="search" aria-labelledby={labelledBy} className="flex flex-col gap-4">
      <div className="grid gap-4 desktop:grid-cols-4">
        <div className="field desktop:col-span-4">
          <label htmlFor="cursos-q">
            {texts.searchLabel}
          </label>
          <div className={fieldFrameClasses(false)}>
            <input id="cursos-q" name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} aria-describedby="cursos-q-hint" className={CONTROL} />
          </div>
          <p id="cursos-q-hint" className="text-sm text-ink-muted">
            {texts.searchHint}
          </p>
        </div>
        {selects.map((select) => (
          <FilterSelect key={select.name} {...select} value={query[select.name]} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" appearance="contained" data-control="cursos-buscar">
          {texts.submit}
        </Button>
        {isFiltered(query) && (
          <Link href={CATALOGUE_PATH} scroll={false} className="font-semibold text-brand-700 underline underline-offset-4">
            {texts.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
