/** The look of a titled card of an account page (a Section): a region named by its h2. */
export const ACCOUNT_CARD = 'flex flex-col gap-4 rounded-2xl border border-brand-100 bg-surface p-4 desktop:p-6';
export const ACCOUNT_CARD_TITLE = 'text-xl font-bold text-brand-900';
/** The line under a card's title. */
export const ACCOUNT_CARD_LEAD = 'text-ink-muted';
