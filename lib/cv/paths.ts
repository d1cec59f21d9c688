import { SERVICES } from '@/lib/config/benefit-services';
import { CV_SECTIONS, type CvSection } from '@/lib/validation/cv-options';

/** The CV builder's pages: the landing (SERVICES.cv.href) and the builder, one path per section. */
export const CV_BUILDER_PATH = SERVICES.cv.paths[1]!;
export const CV_FIRST_SECTION: CvSection = 'personalize';

export const isCvSection = (value: string | undefined): value is CvSection => (CV_SECTIONS as readonly string[]).includes(value ?? '');

export const sectionPath = (section: CvSection) => `${CV_BUILDER_PATH}/${section}`;

/** The section a builder path shows ('/auth/curriculo' → the first one). */
export function sectionAt(pathname: string): CvSection {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return isCvSection(last) ? last : CV_FIRST_SECTION;
}
