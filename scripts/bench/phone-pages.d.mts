/** See phone-pages.mjs. */
export const PHONE_TARGETS: { performance: number; lcpMs: number; tbtMs: number; cls: number; extraScriptBytes: number };
export type PhoneFigures = { performance: number; lcp: number; tbt: number; cls: number; scriptBytes: number };
export function missedPhoneTargets(page: PhoneFigures, reference: Pick<PhoneFigures, 'scriptBytes'>): string[];
export function firstCoursePath(html: string): string | null;
