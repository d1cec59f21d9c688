import { normalizeSupportCode } from '@/lib/ops/support-code';

/**
 * The last support code shown to the customer in this tab, with when: the contact form offers to
 * send it along when it opens soon after (the customer arrives from an error). Session storage:
 * per tab, gone with it; the code is not personal data (lib/ops/support-code.ts).
 */
export const SHOWN_SUPPORT_CODE_KEY = 'supportCode';

/** How long after an error the contact form still offers its code. */
export const SUPPORT_CODE_RECENT_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // access denied (privacy settings)
  }
}

/** Remembers a code the customer was just shown. */
export function rememberShownSupportCode(code: string, now = Date.now()): void {
  try {
    storage()?.setItem(SHOWN_SUPPORT_CODE_KEY, JSON.stringify({ code, shownAt: now }));
  } catch {
    // quota exceeded or storage disabled: the contact form just won't offer it
  }
}

/** The code shown within the last 30 minutes, if any (anything unreadable counts as none). */
export function recentSupportCode(now = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(SHOWN_SUPPORT_CODE_KEY);
    if (!raw) return null;
    const { code, shownAt } = JSON.parse(raw) as { code?: unknown; shownAt?: unknown };
    if (typeof code !== 'string' || typeof shownAt !== 'number' || now - shownAt > SUPPORT_CODE_RECENT_MS || shownAt > now) return null;
    return normalizeSupportCode(code);
  } catch {
    return null;
  }
}
