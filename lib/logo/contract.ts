import type { LogoBrief, LogoDesign } from '@/lib/logo/catalog';

/** Logo creation: the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** POST → SavedLogo (body: SaveLogoInput, lib/validation/logo.ts); `${API.logos}/${id}`: PUT SaveLogoInput → SavedLogo (edited again), DELETE → 204. */
  logos: '/api/logo',
  /** GET `?${designQuery(design)}` → image/svg+xml: the drawing of a design (proposals, editor, saved logos). */
  logoPreview: '/api/logo/preview',
} as const;

/** GET: the saved logo as an SVG or a 1024 px PNG download (Content-Disposition: attachment). */
export const logoDownload = (id: string, format: 'svg' | 'png') => `${API.logos}/${encodeURIComponent(id)}/${format}`;

/**
 * A saved logo (POST API.logos answers it; lib/logo/insurer.ts reads them): its design
 * (lib/logo/catalog.ts LogoDesign) and when it was saved (ISO). 'Meus logos' shows SavedLogoView (saved-view.ts).
 */
export type SavedLogo = { id: string; design: LogoDesign; createdAt: string };

/** What the logo creator shows for the page's query (components/logo/LogoCreator; lib/logo/creator-view.ts). */
export type LogoCreatorView = {
  /** The brief's fields as given in the query (the form's values). */
  initial: Partial<Record<keyof LogoBrief, string>>;
  /** A brief was asked and is not valid. */
  invalid: boolean;
  /** The valid brief, with its proposals (drawn on the server) and the characters the drawings leave out. */
  proposals: { brief: LogoBrief; designs: LogoDesign[]; omitted: string[] } | null;
  /** The proposal being customised (`proposta=N`) and its number, or null. */
  chosen: { design: LogoDesign; number: number } | null;
};
