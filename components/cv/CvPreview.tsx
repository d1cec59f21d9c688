'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { presentCv, type CvEntryView, type CvSectionView, type ViewLabelKey } from '@/lib/cv/present';
import { A4_HEIGHT_PT, A4_WIDTH_PT, COLOR_VALUES, PAGE_MARGIN_PT, PREVIEW_FONT_STACK, SCALE, SEPARATOR, bodyPt } from '@/lib/cv/style';
import type { CvDocument } from '@/lib/validation/cv';
import { PREVIEW_FONT_VARIABLES } from './previewFonts';
import './cv-print.css';

/** Points of the A4 page → a length that scales with the preview's width (it is the page's width). */
const pt = (points: number) => `calc(${points} * 100cqw / ${A4_WIDTH_PT})`;

function Entry({ entry }: { entry: CvEntryView }) {
  const subtitle = [entry.subtitle, entry.meta].filter(Boolean).join(' · ');
  return (
    <div className="mb-[0.8em]">
      <div className="cv-keep">
        {entry.title && <p className="font-bold">{entry.title}</p>}
        {subtitle && <p>{subtitle}</p>}
        {entry.period && <p className="text-[0.9em] text-[#4a4656]">{entry.period}</p>}
      </div>
      {entry.description && <p className="mt-[0.25em] whitespace-pre-line">{entry.description}</p>}
    </div>
  );
}

function Section({ section }: { section: CvSectionView }) {
  return (
    <section className="mt-[1.1em]">
      <h3 className="cv-heading mb-[0.5em] border-b-[0.75pt] border-(--cv-accent) pb-[0.15em] text-[1.2em] font-bold text-(--cv-accent)">{section.title}</h3>
      {section.kind === 'entries' && section.entries.map((entry) => <Entry key={entry.id} entry={entry} />)}
      {section.kind === 'list' && section.id === 'skills' && (
        <ul className="flex flex-wrap">
          {section.items.map((item, index) => (
            <li key={index} className="mr-[1.2em]">{`• ${item}`}</li>
          ))}
        </ul>
      )}
      {section.kind === 'list' && section.id !== 'skills' && (
        <ul>
          {section.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The live preview: the same view as the PDF (lib/cv/present.ts), on a page with A4's proportions
 * whose sizes are points of A4 scaled to the preview's width, in the chosen font, colour and size.
 */
export function CvPreview({ cv, labels }: { cv: CvDocument; /** The view's labels, translated on the server (lib/cv/present.ts viewLabels). */ labels: Record<ViewLabelKey, string> }) {
  const t = useTranslations('Cv.preview');
  const view = presentCv(cv, (key) => labels[key]);
  const { font, color, fonte } = cv.personalize;
  const empty = !view.name && !view.summary && view.sections.length === 0;
  const paper: CSSProperties & Record<'--cv-accent', string> = {
    '--cv-accent': COLOR_VALUES[color],
    fontFamily: PREVIEW_FONT_STACK[font],
    fontSize: pt(bodyPt(fonte)),
    lineHeight: SCALE.lineHeight,
    padding: pt(PAGE_MARGIN_PT),
    minHeight: pt(A4_HEIGHT_PT),
  };

  return (
    <div id="cv-preview" className={`@container ${PREVIEW_FONT_VARIABLES}`}>
      <article
        aria-label={t('label')}
        data-font={font}
        data-color={color}
        data-fonte={fonte}
        style={paper}
        className="cv-paper break-words rounded-md border border-brand-100 bg-white text-[#1f1a2e] shadow-md"
      >
        <header className="mb-[0.6em] border-b-2 border-(--cv-accent) pb-[0.8em]">
          <p className={`text-[2.2em] leading-[1.15] font-bold ${view.name ? 'text-(--cv-accent)' : 'text-ink-muted'}`}>
            {view.name || t('namePlaceholder')}
          </p>
          {view.headline && <p className="mt-[0.2em] text-[1.25em] text-(--cv-accent)">{view.headline}</p>}
          {view.contacts.length > 0 && <p className="mt-[0.3em] whitespace-pre-wrap text-[#4a4656]">{view.contacts.join(SEPARATOR)}</p>}
          {view.details.length > 0 && <p className="mt-[0.3em] whitespace-pre-wrap text-[#4a4656]">{view.details.join(SEPARATOR)}</p>}
          {view.links.map((link) => (
            <p key={link.label} className="mt-[0.3em] text-[#4a4656]">
              {`${link.label}: `}
              <span className="text-(--cv-accent)">{link.text}</span>
            </p>
          ))}
        </header>
        {empty && <p className="text-ink-muted">{t('empty')}</p>}
        {view.summary && (
          <section className="mt-[1.1em]">
            <h3 className="cv-heading mb-[0.5em] border-b-[0.75pt] border-(--cv-accent) pb-[0.15em] text-[1.2em] font-bold text-(--cv-accent)">
              {view.summaryTitle}
            </h3>
            <p className="whitespace-pre-line">{view.summary}</p>
          </section>
        )}
        {view.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </article>
    </div>
  );
}
