/** The page's query: the brief's fields (lib/validation/logo.ts) plus the proposal being customised (1…8). */
export const PROPOSAL_PARAM = 'proposta';
/** A saved logo edited again (its id): 'Editar' in 'Meus logos' opens the editor on it. */
export const SAVED_LOGO_PARAM = 'logo';
/** Anchors of the page's sections. */
export const PROPOSALS_ID = 'propostas';
export const EDITOR_ID = 'personalizar';
export const SAVED_ID = 'meus-logos';
/** The heading of 'Meus logos': it takes focus after a delete (the logo's buttons are gone then). */
export const SAVED_HEADING_ID = 'logo-saved-heading';
