import { maskPhone } from '@/lib/validation/phone-mask';
import type { CvDocument } from '@/lib/validation/cv';
import type { Messages } from 'next-intl';

/**
 * What a CV shows, in reading order, computed once for both renderers: the live preview
 * (components/cv/CvPreview.tsx) and the PDF (lib/cv/pdf/CvPdf.tsx) draw the same view, so the
 * download says exactly what the preview said. Empty fields and entries are left out.
 */

export type DocumentLabelKey = keyof Messages['Cv']['document'];

/** The labels the view reads (Cv.document, but the PDF's own title and page numbers). */
export const VIEW_LABEL_KEYS = [
  'present',
  'summary',
  'experience',
  'education',
  'languages',
  'skills',
  'birthDate',
  'gender',
  'genderF',
  'genderM',
  'genderO',
  'linkedin',
  'facebook',
  'blog',
  'statusDone',
  'statusOngoing',
  'statusSuspended',
  'levelBasic',
  'levelIntermediate',
  'levelAdvanced',
] as const satisfies readonly DocumentLabelKey[];
export type ViewLabelKey = (typeof VIEW_LABEL_KEYS)[number];
export type DocumentLabels = (key: ViewLabelKey) => string;

/** The view's labels, translated (on the server, for the live preview's props). */
export const viewLabels = (t: DocumentLabels): Record<ViewLabelKey, string> =>
  Object.fromEntries(VIEW_LABEL_KEYS.map((key) => [key, t(key)])) as Record<ViewLabelKey, string>;

export type CvLink = { label: string; url: string; text: string };
export type CvEntryView = { id: string; title: string; subtitle: string; period: string; meta: string; description: string };
export type CvSectionView =
  | { id: 'experience' | 'education'; title: string; kind: 'entries'; entries: CvEntryView[] }
  | { id: 'languages' | 'skills'; title: string; kind: 'list'; items: string[] };

export type CvView = {
  name: string;
  headline: string;
  contacts: string[];
  details: string[];
  links: CvLink[];
  summaryTitle: string;
  summary: string;
  sections: CvSectionView[];
};

const STATUS_KEY = { Concluido: 'statusDone', 'Em andamento': 'statusOngoing', Suspenso: 'statusSuspended' } as const;
const LEVEL_KEY = { Básico: 'levelBasic', Intermedio: 'levelIntermediate', Avanzado: 'levelAdvanced' } as const;
const GENDER_KEY = { F: 'genderF', M: 'genderM', O: 'genderO' } as const;

/** '03/2021 – até o presente momento', '03/2021 – 12/2023', '03/2021' while the end is missing. */
export function period(entry: { start: string; end: string; current: boolean }, t: DocumentLabels): string {
  const end = entry.current ? t('present') : entry.end;
  if (entry.start && end) return `${entry.start} – ${end}`;
  return entry.start || (entry.current ? t('present') : entry.end);
}

/** The address as people write it: without the scheme, 'www.' or a trailing slash. */
export const linkText = (url: string) => url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');

const hasScheme = (value: string) => /^https?:\/\//i.test(value);

export function presentCv(cv: CvDocument, t: DocumentLabels): CvView {
  const { personal } = cv;
  const place = [personal.city, personal.state].filter(Boolean).join('/');
  const contacts = [personal.phone && maskPhone(personal.phone), personal.email, place].filter(Boolean);
  const details = [
    personal.birthDate && `${t('birthDate')}: ${personal.birthDate}`,
    personal.gender && `${t('gender')}: ${t(GENDER_KEY[personal.gender])}`,
  ].filter(Boolean);
  const links = (
    [
      ['linkedin', personal.linkedin],
      ['facebook', personal.facebook],
      ['blog', personal.blog],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([key, value]) => ({ label: t(key), url: hasScheme(value) ? value : `https://${value}`, text: linkText(value) }));

  const experience: CvEntryView[] = cv.experience
    .filter((job) => job.company || job.role)
    .map((job) => ({ id: job.id, title: job.role, subtitle: job.company, period: period(job, t), meta: '', description: job.description }));
  const education: CvEntryView[] = cv.education
    .filter((course) => course.course || course.institution)
    .map((course) => ({
      id: course.id,
      title: course.course,
      subtitle: course.institution,
      period: period(course, t),
      meta: course.status ? t(STATUS_KEY[course.status]) : '',
      description: '',
    }));
  const languages = cv.languages
    .filter((language) => language.language)
    .map((language) => (language.level ? `${language.language} – ${t(LEVEL_KEY[language.level])}` : language.language));
  const skills = cv.skills.map((skill) => skill.name).filter(Boolean);

  const sections: CvSectionView[] = [];
  if (experience.length) sections.push({ id: 'experience', title: t('experience'), kind: 'entries', entries: experience });
  if (education.length) sections.push({ id: 'education', title: t('education'), kind: 'entries', entries: education });
  if (languages.length) sections.push({ id: 'languages', title: t('languages'), kind: 'list', items: languages });
  if (skills.length) sections.push({ id: 'skills', title: t('skills'), kind: 'list', items: skills });

  return {
    name: personal.names,
    headline: personal.headline,
    contacts,
    details,
    links,
    summaryTitle: t('summary'),
    summary: personal.summary,
    sections,
  };
}
