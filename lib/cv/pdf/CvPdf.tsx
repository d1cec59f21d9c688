import 'server-only';
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { Fragment } from 'react';
import type { CvEntryView, CvLink, CvSectionView, CvView } from '@/lib/cv/present';
import {
  BAND_PADDING,
  COLOR_VALUES,
  HEADING_BAR,
  INK,
  MUTED,
  ON_ACCENT,
  PAGE_MARGIN_PT,
  PDF_FONT_FAMILY,
  SCALE,
  SEPARATOR,
  TEMPLATES,
  bodyPt,
  type TemplateStyle,
} from '@/lib/cv/style';
import type { CvDocument } from '@/lib/validation/cv';

const CREATOR = 'Portal de Benefícios';

export type CvPdfProps = {
  view: CvView;
  personalize: CvDocument['personalize'];
  /** Texts of the document itself: its title and the page footer. */
  labels: { title: string; pageOf: (page: number, total: number) => string };
};

/** The heading's look in each template (lib/cv/style.ts TemplateStyle.heading). */
function headingLook(kind: TemplateStyle['heading'], body: number, accent: string) {
  if (kind === 'rule') return { borderBottomWidth: 0.75, borderBottomColor: accent, paddingBottom: body * 0.15 };
  if (kind === 'bar') return { borderLeftWidth: body * HEADING_BAR, borderLeftColor: accent, paddingLeft: body * 0.5 };
  return { textTransform: 'uppercase' as const };
}

function stylesFor({ modelo, font, color, fonte }: CvDocument['personalize']) {
  const body = bodyPt(fonte);
  const accent = COLOR_VALUES[color];
  const look = TEMPLATES[modelo];
  const band = look.header === 'band';
  const onHeader = band ? ON_ACCENT : MUTED;
  // Every text sets its own size and line height: react-pdf 4.9 drops a page-number text (a `render`
  // prop) that inherits a line height from the page, and scales a line height by its default
  // 18 pt size when the text's own size is inherited.
  const text = { fontSize: body, lineHeight: look.lineHeight };
  return StyleSheet.create({
    page: {
      fontFamily: PDF_FONT_FAMILY[font],
      fontSize: body,
      color: INK,
      paddingTop: PAGE_MARGIN_PT,
      paddingHorizontal: PAGE_MARGIN_PT,
      paddingBottom: PAGE_MARGIN_PT + body * 2,
    },
    text,
    // The band runs to the page's edges: it takes back the page's top and side margins.
    header: band
      ? {
          backgroundColor: accent,
          marginTop: -PAGE_MARGIN_PT,
          marginHorizontal: -PAGE_MARGIN_PT,
          paddingHorizontal: PAGE_MARGIN_PT,
          paddingVertical: body * BAND_PADDING,
          marginBottom: body * 0.6,
        }
      : { borderBottomWidth: 2, borderBottomColor: accent, paddingBottom: body * 0.8, marginBottom: body * 0.6 },
    name: { fontSize: body * look.name, fontWeight: 700, color: band ? ON_ACCENT : accent, lineHeight: 1.15 },
    headline: { ...text, fontSize: body * SCALE.headline, color: band ? ON_ACCENT : accent, marginTop: body * 0.2 },
    line: { ...text, marginTop: body * 0.3, color: onHeader },
    link: { color: band ? ON_ACCENT : accent, textDecoration: band ? 'underline' : 'none' },
    section: { marginTop: body * look.sectionGap },
    heading: {
      ...text,
      fontSize: body * look.headingSize,
      fontWeight: 700,
      color: accent,
      marginBottom: body * look.headingGap,
      ...headingLook(look.heading, body, accent),
    },
    entry: { marginBottom: body * look.entryGap },
    titleRow: { flexDirection: 'row', justifyContent: 'space-between' },
    chips: { flexDirection: 'row', flexWrap: 'wrap' },
    chip: { ...text, marginRight: body * 1.2 },
    entryTitle: { ...text, fontWeight: 700, flexShrink: 1 },
    entryMeta: { ...text, color: MUTED, fontSize: body * SCALE.small },
    periodBeside: { ...text, color: MUTED, fontSize: body * SCALE.small, marginLeft: body, flexShrink: 0 },
    description: { ...text, marginTop: body * 0.25 },
    footer: {
      position: 'absolute',
      bottom: PAGE_MARGIN_PT / 2,
      left: PAGE_MARGIN_PT,
      right: PAGE_MARGIN_PT,
      fontSize: body * SCALE.small,
      color: MUTED,
      textAlign: 'right',
    },
  });
}

type Styles = ReturnType<typeof stylesFor>;
type Look = { styles: Styles; template: TemplateStyle };

function Entry({ entry, styles, template }: { entry: CvEntryView } & Look) {
  const subtitle = [entry.subtitle, entry.meta].filter(Boolean).join(' · ');
  const beside = template.periodBeside && Boolean(entry.title) && Boolean(entry.period);
  return (
    <View style={styles.entry}>
      {/* Title, place and period stay together; a long description may continue on the next page. */}
      <View wrap={false} minPresenceAhead={24}>
        {beside ? (
          <View style={styles.titleRow}>
            <Text style={styles.entryTitle}>{entry.title}</Text>
            <Text style={styles.periodBeside}>{entry.period}</Text>
          </View>
        ) : entry.title ? (
          <Text style={styles.entryTitle}>{entry.title}</Text>
        ) : null}
        {subtitle ? <Text style={styles.text}>{subtitle}</Text> : null}
        {entry.period && !beside ? <Text style={styles.entryMeta}>{entry.period}</Text> : null}
      </View>
      {entry.description ? <Text style={styles.description}>{entry.description}</Text> : null}
    </View>
  );
}

function Section({ section, styles, template }: { section: CvSectionView } & Look) {
  let body;
  if (section.kind === 'entries') body = section.entries.map((entry) => <Entry key={entry.id} entry={entry} styles={styles} template={template} />);
  else if (template.inlineLists) body = <Text style={styles.text}>{section.items.join(SEPARATOR)}</Text>;
  else if (section.id === 'skills')
    body = (
      <View style={styles.chips}>
        {section.items.map((item, index) => (
          <Text key={index} style={styles.chip}>{`• ${item}`}</Text>
        ))}
      </View>
    );
  else
    body = section.items.map((item, index) => (
      <Text key={index} style={styles.text}>
        {item}
      </Text>
    ));
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={48}>
        {section.title}
      </Text>
      {body}
    </View>
  );
}

/** A link as 'LinkedIn: linkedin.com/in/…', the address clickable. */
function LinkText({ link, styles }: { link: CvLink; styles: Styles }) {
  return (
    <>
      {`${link.label}: `}
      <Link src={link.url} style={styles.link}>
        {link.text}
      </Link>
    </>
  );
}

function Header({ view, styles, template }: { view: CvView } & Look) {
  // Contacts and details: one line each, or one line together ('compacto'); the links likewise.
  const lines = template.joinedHeader ? [[...view.contacts, ...view.details]] : [view.contacts, view.details];
  const links = template.joinedHeader ? [view.links] : view.links.map((link) => [link]);
  return (
    <View style={styles.header}>
      <Text style={styles.name}>{view.name}</Text>
      {view.headline ? <Text style={styles.headline}>{view.headline}</Text> : null}
      {lines.map((items, index) =>
        items.length ? (
          <Text key={index} style={styles.line}>
            {items.join(SEPARATOR)}
          </Text>
        ) : null,
      )}
      {links.map((group, index) =>
        group.length ? (
          <Text key={index} style={styles.line}>
            {group.map((link, at) => (
              <Fragment key={link.label}>
                {at > 0 ? SEPARATOR : null}
                <LinkText link={link} styles={styles} />
              </Fragment>
            ))}
          </Text>
        ) : null,
      )}
    </View>
  );
}

/** The CV as an A4 PDF: the same view as the live preview, in the chosen template, font, colour and size. */
export function CvPdf({ view, personalize, labels }: CvPdfProps) {
  const styles = stylesFor(personalize);
  const template = TEMPLATES[personalize.modelo];
  const pageOf = ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => labels.pageOf(pageNumber, totalPages);
  return (
    <Document title={labels.title} author={view.name} subject={view.headline || labels.title} language="pt-BR" creator={CREATOR} producer={CREATOR}>
      <Page size="A4" style={styles.page}>
        <Header view={view} styles={styles} template={template} />
        {view.summary ? (
          <View style={styles.section}>
            <Text style={styles.heading}>{view.summaryTitle}</Text>
            <Text style={styles.text}>{view.summary}</Text>
          </View>
        ) : null}
        {view.sections.map((section) => (
          <Section key={section.id} section={section} styles={styles} template={template} />
        ))}
        <Text style={styles.footer} fixed render={pageOf} />
      </Page>
    </Document>
  );
}
