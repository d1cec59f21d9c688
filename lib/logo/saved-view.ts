import type { SavedLogo } from '@/lib/logo/contract';
import { formatDate } from '@/lib/time/brazil';
import type { LogoDesign } from './catalog';

/** A saved logo as 'Meus logos' shows it: its id, its design (drawn by the preview route) and the day it was saved. */
export type SavedLogoView = { id: string; design: LogoDesign; savedOn: string };

export const savedLogoViews = (logos: SavedLogo[]): SavedLogoView[] =>
  logos.map((logo) => ({ id: logo.id, design: logo.design, savedOn: formatDate(new Date(logo.createdAt)) }));
