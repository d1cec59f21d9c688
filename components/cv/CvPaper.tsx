import { useTranslations } from 'next-intl';
import { Fragment, type CSSProperties } from 'react';
import { presentCv, type CvEntryView, type CvSectionView, type ViewLabelKey } from '@/lib/cv/present';
import {
  A4_HEIGHT_PT,
  A4_WIDTH_PT,
  BAND_PADDING,
  COLOR_VALUES,
  HEADING_BAR,
  PAGE_MARGIN_PT,
  PREVIEW_FONT_STACK,
  SCALE,
  SEPARATOR,
  TEMPLATES,
  bodyPt,
  type TemplateStyle,
} from '@/lib/cv/style';
import type { CvDocument } from '@/lib/validation/cv';
import { PREVIEW_FONT_VARIABLES } from './previewFonts';
import './cv-print.css';

/** Points of the A4 page → a length that scales with the preview's width (it is the page's width). */
const pt = (points: number) => `calc(${points} * 100cqw / ${A4_WIDTH_PT})`;
/** A multiple of the body text. */
const em = (times: number) => `${times}em`;

/** The section title's look in each template (as lib/cv/pdf/CvPdf.tsx headingLook); its em are the title's own size. */
function headingStyle({ heading, headingSize, headingGap }: TemplateStyle): { className: string; style: CSSProperties } {
  const body = (times: number) => em(times / headingSize);
  const style: CSSProperties = { fontSize: em(headingSize), marginBottom: body(headingGap) };
  if (heading === 'rule') return { className: 'border-b-[0.75pt] border-(--cv-accent)', style: { ...style, paddingBottom: body(0.15) } };
  if (heading === 'bar') return { className: 'border-(--cv-accent)', style: { ...style, borderLeftWidth: body(HEADING_BAR), paddingLeft: body(0.5) } };
  return { className: 'uppercase', style };
}

function Heading({ template, children }: { template: TemplateStyle; children: string }) {
  const { className, style } = headingStyle(template);
  return (
    <h3 className={`cv-heading font-bold text-(--cv-accent) ${className}`} style={style}>
      {children}
    </h3>
  );
}

function Entry({ entry, template }: { entry: CvEntryView; template: TemplateStyle }) {
  const subtitle = [entry.subtitle, entry.meta].filter(Boolean).join(' · ');
  const beside = template.periodBeside && Boolean(entry.title) && Boolean(entry.period);
  const period = <p className={`text-[0.9em] text-[#4a4656] ${beside ? 'ml-[1em] shrink-0' : ''}`}>{entry.period}</p>;
  return (
    <div style={{ marginBottom: em(template.entryGap) }}>
      <div className="cv-keep">
        {beside ? (
          <div className="flex items-baseline justify-between">
            <p className="min-w-0 font-bold">{entry.title}</p>
            {period}
          </div>
        ) : (
          entry.title && <p className="font-bold">{entry.title}</p>
        )}
        {subtitle && <p>{subtitle}</p>}
        {entry.period && !beside && period}
      </div>
      {entry.description && <p className="mt-[0.25em] whitespace-pre-line">{entry.description}</p>}
    </div>
  );
}

function SectionBody({ section, template }: { section: CvSectionView; template: TemplateStyle }) {
  if (section.kind === 'entries') return section.entries.map((entry) => <Entry key={entry.id} entry={entry} template={template} />);
  if (template.inlineLists) return <p className="whitespace-pre-wrap">{section.items.join(SEPARATOR)}</p>;
  if (section.id === 'skills')
    return (
      <ul className="flex flex-wrap">
        {section.items.map((item, index) => (
          <li key={index} className="mr-[1.2em]">{`• ${item}`}</li>
        ))}
      </ul>
    );
  return (
    <ul>
      {section.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The CV's preview: the same view as the PDF (lib/cv/present.ts), on a page with A4's proportions
 * whose sizes are points of A4 scaled to the preview's width, in the chosen template, font, colour
 * and size (lib/cv/style.ts TEMPLATES: the same layout as lib/cv/pdf/CvPdf.tsx). Without hooks of
 * its own: the page draws the saved CV's on the server (no code for it in the browser), the
 * builder's LivePreview the one being typed.
 */
export function CvPaper({ cv, labels }: { cv: CvDocument; /** The view's labels, translated on the server (lib/cv/present.ts viewLabels). */ labels: Record<ViewLabelKey, string> }) {
  const t = useTranslations('Cv.preview');
  const view = presentCv(cv, (key) => labels[key]);
  const { modelo, font, color, fonte } = cv.personalize;
  const template = TEMPLATES[modelo];
  const band = template.header === 'band';
  const empty = !view.name && !view.summary && view.sections.length === 0;
  const paper: CSSProperties & Record<'--cv-accent', string> = {
    '--cv-accent': COLOR_VALUES[color],
    fontFamily: PREVIEW_FONT_STACK[font],
    fontSize: pt(bodyPt(fonte)),
    lineHeight: template.lineHeight,
    padding: pt(PAGE_MARGIN_PT),
    minHeight: pt(A4_HEIGHT_PT),
  };
  // The band runs to the page's edges: it takes back the page's top and side margins.
  const header: CSSProperties = band
    ? { margin: `calc(-1 * ${pt(PAGE_MARGIN_PT)}) calc(-1 * ${pt(PAGE_MARGIN_PT)}) 0.6em`, padding: `${em(BAND_PADDING)} ${pt(PAGE_MARGIN_PT)}` }
    : {};
  const onHeader = band ? 'text-white' : 'text-[#4a4656]';
  const accentOnHeader = band ? 'text-white' : 'text-(--cv-accent)';
  const lines = template.joinedHeader ? [[...view.contacts, ...view.details]] : [view.contacts, view.details];
  const links = template.joinedHeader ? [view.links] : view.links.map((link) => [link]);

  return (
    <div id="cv-preview" className={`@container ${PREVIEW_FONT_VARIABLES}`}>
      <article
        aria-label={t('label')}
        data-modelo={modelo}
        data-font={font}
        data-color={color}
        data-fonte={fonte}
        style={paper}
        className="cv-paper"
      >
        <header
          style={header}
          className={band ? 'cv-band bg-(--cv-accent)' : 'mb-[0.6em] border-b-2 border-(--cv-accent) pb-[0.8em]'}
        >
          <p className={`leading-[1.15] font-bold ${view.name ? accentOnHeader : band ? 'text-white' : 'text-ink-muted'}`} style={{ fontSize: em(template.name) }}>
            {view.name || t('namePlaceholder')}
          </p>
          {view.headline && (
            <p className={`mt-[0.2em] ${accentOnHeader}`} style={{ fontSize: em(SCALE.headline) }}>
              {view.headline}
            </p>
          )}
          {lines.map(
            (items, index) =>
              items.length > 0 && (
                <p key={index} className={`mt-[0.3em] whitespace-pre-wrap ${onHeader}`}>
                  {items.join(SEPARATOR)}
                </p>
              ),
          )}
          {links.map(
            (group, index) =>
              group.length > 0 && (
                <p key={index} className={`mt-[0.3em] whitespace-pre-wrap ${onHeader}`}>
                  {group.map((link, at) => (
                    <Fragment key={link.label}>
                      {at > 0 && SEPARATOR}
                      {`${link.label}: `}
                      <span className={band ? 'underline' : 'text-(--cv-accent)'}>{link.text}</span>
                    </Fragment>
                  ))}
                </p>
              ),
          )}
        </header>
        {empty && <p className="text-ink-muted">{t('empty')}</p>}
        {view.summary && (
          <section style={{ marginTop: em(template.sectionGap) }}>
            <Heading template={template}>{view.summaryTitle}</Heading>
            <p className="whitespace-pre-line">{view.summary}</p>
          </section>
        )}
        {view.sections.map((section) => (
          <section key={section.id} style={{ marginTop: em(template.sectionGap) }}>
            <Heading template={template}>{section.title}</Heading>
            <SectionBody section={section} template={template} />
          </section>
        ))}
      </article>
    </div>
  );
}
