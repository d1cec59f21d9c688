/** Class list of an inline text link on the job pages. */
export const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
