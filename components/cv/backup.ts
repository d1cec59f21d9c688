import type { CvDocument } from '@/lib/validation/cv';

/**
 * The unsaved CV of this tab (sessionStorage): written when a save fails or the page is left with
 * changes not yet saved, read when the builder opens again (after the login that a session expiry
 * asked for, or a reload), cleared once the partner has it. Per customer (an opaque key from the
 * server), and another customer's copy is dropped on sight.
 */
const PREFIX = 'cv-unsaved:';

export type CvBackup = { revision: number; cv: CvDocument };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeBackup(owner: string, backup: CvBackup): void {
  try {
    storage()?.setItem(PREFIX + owner, JSON.stringify(backup));
  } catch {
    // Storage full or refused: the copy on screen is still there.
  }
}

export function clearBackup(owner: string): void {
  storage()?.removeItem(PREFIX + owner);
}

/** This customer's unsaved copy, if any; other customers' copies are removed. */
export function takeBackup(owner: string): CvBackup | null {
  const store = storage();
  if (!store) return null;
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && key !== PREFIX + owner) store.removeItem(key);
  }
  const raw = store.getItem(PREFIX + owner);
  if (!raw) return null;
  try {
    const backup = JSON.parse(raw) as CvBackup;
    return typeof backup?.revision === 'number' && backup.cv ? backup : null;
  } catch {
    store.removeItem(PREFIX + owner);
    return null;
  }
}
