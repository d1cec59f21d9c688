import 'server-only';
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { CvEntryView, CvSectionView, CvView } from '@/lib/cv/present';
import { COLOR_VALUES, PAGE_MARGIN_PT, PDF_FONT_FAMILY, SCALE, SEPARATOR, bodyPt } from '@/lib/cv/style';
import type { CvDocument } from '@/lib/validation/cv';

const INK = '#1f1a2e';
const MUTED = '#4a4656';
const CREATOR = 'Portal de Benefícios';

export type CvPdfProps = {
  view: CvView;
  personalize: CvDocument['personalize'];
  /** Texts of the document itself: its title and the page footer. */
  labels: { title: string; pageOf: (page: number, total: number) => string };
};

function stylesFor({ font, color, fonte }: CvDocument['personalize']) {
  const body = bodyPt(fonte);
  const accent = COLOR_VALUES[color];
  // Every text sets its own size and line height: react-pdf 4.9 drops a page-number text (a `render`
  // prop) that inherits a line height from the page, and scales a line height by its default
  // 18 pt size when the text's own size is inherited.
  const text = { fontSize: body, lineHeight: SCALE.lineHeight };
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
    header: { borderBottomWidth: 2, borderBottomColor: accent, paddingBottom: body * 0.8, marginBottom: body * 0.6 },
    name: { fontSize: body * SCALE.name, fontWeight: 700, color: accent, lineHeight: 1.15 },
    headline: { ...text, fontSize: body * SCALE.headline, color: accent, marginTop: body * 0.2 },
    line: { ...text, marginTop: body * 0.3, color: MUTED },
    link: { color: accent, textDecoration: 'none' },
    section: { marginTop: body * 1.1 },
    heading: {
      ...text,
      fontSize: body * SCALE.heading,
      fontWeight: 700,
      color: accent,
      borderBottomWidth: 0.75,
      borderBottomColor: accent,
      paddingBottom: body * 0.15,
      marginBottom: body * 0.5,
    },
    entry: { marginBottom: body * 0.8 },
    chips: { flexDirection: 'row', flexWrap: 'wrap' },
    chip: { ...text, marginRight: body * 1.2 },
    entryTitle: { ...text, fontWeight: 700 },
    entryMeta: { ...text, color: MUTED, fontSize: body * SCALE.small },
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

function Entry({ entry, styles }: { entry: CvEntryView; styles: Styles }) {
  const subtitle = [entry.subtitle, entry.meta].filter(Boolean).join(' · ');
  return (
    <View style={styles.entry}>
      {/* Title, place and period stay together; a long description may continue on the next page. */}
      <View wrap={false} minPresenceAhead={24}>
        {entry.title ? <Text style={styles.entryTitle}>{entry.title}</Text> : null}
        {subtitle ? <Text style={styles.text}>{subtitle}</Text> : null}
        {entry.period ? <Text style={styles.entryMeta}>{entry.period}</Text> : null}
      </View>
      {entry.description ? <Text style={styles.description}>{entry.description}</Text> : null}
    </View>
  );
}

function Section({ section, styles }: { section: CvSectionView; styles: Styles }) {
  let body;
  if (section.kind === 'entries') body = section.entries.map((entry) => <Entry key={entry.id} entry={entry} styles={styles} />);
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

function Header({ view, styles }: { view: CvView; styles: Styles }) {
  return (
    <View style={styles.header}>
      <Text style={styles.name}>{view.name}</Text>
      {view.headline ? <Text style={styles.headline}>{view.headline}</Text> : null}
      {view.contacts.length ? <Text style={styles.line}>{view.contacts.join(SEPARATOR)}</Text> : null}
      {view.details.length ? <Text style={styles.line}>{view.details.join(SEPARATOR)}</Text> : null}
      {view.links.map((link) => (
        <Text key={link.label} style={styles.line}>
          {`${link.label}: `}
          <Link src={link.url} style={styles.link}>
            {link.text}
          </Link>
        </Text>
      ))}
    </View>
  );
}

/** The CV as an A4 PDF: the same view as the live preview, in the chosen font, colour and size. */
export function CvPdf({ view, personalize, labels }: CvPdfProps) {
  const styles = stylesFor(personalize);
  const pageOf = ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => labels.pageOf(pageNumber, totalPages);
  return (
    <Document title={labels.title} author={view.name} subject={view.headline || labels.title} language="pt-BR" creator={CREATOR} producer={CREATOR}>
      <Page size="A4" style={styles.page}>
        <Header view={view} styles={styles} />
        {view.summary ? (
          <View style={styles.section}>
            <Text style={styles.heading}>{view.summaryTitle}</Text>
            <Text style={styles.text}>{view.summary}</Text>
          </View>
        ) : null}
        {view.sections.map((section) => (
          <Section key={section.id} section={section} styles={styles} />
        ))}
        <Text style={styles.footer} fixed render={pageOf} />
      </Page>
    </Document>
  );
}
