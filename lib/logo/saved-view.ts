import type { SavedLogo } from '@/lib/logo/contract';
import { formatDate } from '@/lib/time/brazil';
import type { LogoDesign } from './catalog';

/** A saved logo as 'Meus logos' shows it: its id, its design (drawn by the preview route) and the day it was saved. */
export type SavedLogoView = { id: string; design: LogoDesign; savedOn: string };

export const savedLogoViews = (logos: SavedLogo[]): SavedLogoView[] =>
  logos.map((logo) => ({ id: logo.id, design: logo.design, savedOn: formatDate(new Date(logo.createdAt)) }));

/**
 * The saved logo `logo=<id>` asks to edit again, found among the customer's saved logos (the page
 * has read them already): its view, 'gone' when it is not among them (deleted, another customer's),
 * null when none is asked or the list could not be read.
 */
export function savedLogoToEdit(logos: SavedLogoView[] | null, id: string | string[] | undefined): SavedLogoView | 'gone' | null {
  if (typeof id !== 'string' || !logos) return null;
  return logos.find((logo) => logo.id === id) ?? 'gone';
}
