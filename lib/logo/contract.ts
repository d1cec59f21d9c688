import type { LogoDesign } from '@/lib/logo/catalog';

/** Logo creation: the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** POST → SavedLogoView (body: SaveLogoInput, lib/validation/logo.ts); `${API.logos}/${id}`: DELETE → 204. */
  logos: '/api/logo',
  /** GET `?${designQuery(design)}` → image/svg+xml: the drawing of a design (proposals, editor, saved logos). */
  logoPreview: '/api/logo/preview',
} as const;

/** GET: the saved logo as an SVG or a 1024 px PNG download (Content-Disposition: attachment). */
export const logoDownload = (id: string, format: 'svg' | 'png') => `${API.logos}/${encodeURIComponent(id)}/${format}`;

/** A saved logo as the page shows it: its design (lib/logo/catalog.ts LogoDesign) and when it was saved (ISO). */
export type SavedLogoView = { id: string; design: LogoDesign; createdAt: string };
