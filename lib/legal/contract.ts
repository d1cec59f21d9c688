/** The legal texts (terms, privacy policy): the BFF path and what it answers (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** GET `${API.legal}/${LegalKey}` → LegalText (the only GET route). */
  legal: '/api/legal',
} as const;

/** Keys of the insurer's key list (SPEC §3): terms and conditions, privacy policy. */
export const LEGAL_KEYS = ['tyc', 'PolicyPrivacy'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** GET `${API.legal}/${key}` → 200, cacheable: the decoded title and markdown content; 404 notFound for another key. */
export type LegalText = { title: string; content: string };
