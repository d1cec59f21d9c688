'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { API, type CvSaved } from '@/lib/cv/contract';
import type { CvDocument, CvSaveInput } from '@/lib/validation/cv';
import { clearBackup, writeBackup } from './backup';

/** Quiet time after the last change before saving (the lead's "≈1 s after typing stops"). */
export const AUTOSAVE_DELAY_MS = 1000;
/**
 * The draft as the server will check it (cvDraftSchema, fetched at the first save rather than with
 * the page), or null when it could not be saved as it is.
 */
async function checked(cv: CvDocument): Promise<CvDocument | null> {
  const { cvDraftSchema } = await import('@/lib/validation/cv');
  const parsed = cvDraftSchema.safeParse(cv);
  return parsed.success ? parsed.data : null;
}

/** Waits before each retry of a failed save, in seconds; the last one repeats. */
export const RETRY_DELAYS_SEC = [2, 4, 8, 16, 30] as const;

export type AutosaveStatus =
  /** Nothing saved yet and nothing to save. */
  | { kind: 'idle' }
  /** Changes waiting for the pause. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** `at`: ISO time of the stored revision. */
  | { kind: 'saved'; at: string }
  /** `retryInSec`: when the next automatic try comes (null: none until the next change, e.g. a refusal). */
  | { kind: 'failed'; retryInSec: number | null; message: string | null }
  /** The session ended: nothing more is sent; the changes wait in this tab (backup.ts). */
  | { kind: 'expired'; supportCode?: string }
  /** Another tab or device saved a newer revision: the customer chooses. */
  | { kind: 'conflict' };

type Options = {
  revision: number;
  savedAt: string | null;
  /** The draft to save now (null: nothing that can be saved). */
  read: () => CvDocument | null;
  /** Whose tab copy (backup.ts) this is. */
  owner: string;
};

/**
 * Autosave of the CV: `changed()` on every edit starts a 1 s timer; `flush()` saves at once (on
 * leaving a step, before the PDF). One save at a time; edits made meanwhile are saved right after.
 * A failed save keeps everything on screen and in this tab, and retries with growing waits; a
 * session expiry or a newer revision elsewhere stops and asks the customer. The page also warns
 * before it is left with changes not yet saved.
 */
export function useAutosave({ revision: initialRevision, savedAt, read, owner }: Options) {
  // In the background: the save status (SaveStatus) is how a save shows, never the overlay or a dialog.
  const { send } = useBffCall();
  const [status, setStatus] = useState<AutosaveStatus>(savedAt ? { kind: 'saved', at: savedAt } : { kind: 'idle' });
  const revision = useRef(initialRevision);
  /** Edits made so far, and how many of them the partner has. */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const failures = useRef(0);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  }, [read]);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const keepCopy = useCallback(() => {
    const cv = readRef.current();
    if (cv) writeBackup(owner, { revision: revision.current, cv });
  }, [owner]);

  const saveRef = useRef<(force?: boolean) => Promise<boolean>>(async () => false);

  const schedule = useCallback((ms: number) => {
    cancelTimer();
    timer.current = setTimeout(() => void saveRef.current(), ms);
  }, []);

  const save = useCallback(
    async (force = false): Promise<boolean> => {
      cancelTimer();
      if (running.current) await running.current;
      if (stopped.current && !force) return false;
      if (!force && savedEdits.current >= edits.current) return true;
      const draft = readRef.current();
      if (!draft) return false;
      const upTo = edits.current;
      const run = (async () => {
        const cv = await checked(draft);
        if (!cv) return false;
        setStatus({ kind: 'saving' });
        const body: CvSaveInput = { revision: revision.current, force, cv };
        const result = await send<CvSaved>(API.cv, body, 'PUT');
        if (result.ok) {
          revision.current = result.data.revision;
          savedEdits.current = Math.max(savedEdits.current, upTo);
          failures.current = 0;
          stopped.current = false;
          clearBackup(owner);
          setStatus({ kind: 'saved', at: result.data.updatedAt });
          if (edits.current > savedEdits.current) schedule(AUTOSAVE_DELAY_MS);
          return true;
        }
        keepCopy();
        if (result.status === 401) {
          stopped.current = true;
          setStatus({ kind: 'expired', supportCode: result.supportCode });
        } else if (result.status === 409) {
          stopped.current = true;
          setStatus({ kind: 'conflict' });
        } else if (isConnectionError(result.error) || result.status === 429 || result.status >= 500) {
          const wait = RETRY_DELAYS_SEC[Math.min(failures.current, RETRY_DELAYS_SEC.length - 1)]!;
          failures.current += 1;
          schedule(wait * 1000);
          setStatus({ kind: 'failed', retryInSec: wait, message: null });
        } else {
          // Refused as it is (422, 413): trying the same again would fail again; the next edit tries.
          setStatus({ kind: 'failed', retryInSec: null, message: result.error.message || null });
        }
        return false;
      })();
      running.current = run;
      try {
        return await run;
      } finally {
        running.current = null;
      }
    },
    [keepCopy, owner, schedule, send],
  );
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const changed = useCallback(() => {
    edits.current += 1;
    if (stopped.current) return;
    // While a retry is waiting, it will take these edits too.
    if (failures.current > 0 && timer.current) return;
    // The same status while edits keep coming: the builder (every field of the section) is not drawn
    // again at each keystroke.
    setStatus((current) => (current.kind === 'pending' || (current.kind === 'failed' && current.retryInSec === null) ? current : { kind: 'pending' }));
    schedule(AUTOSAVE_DELAY_MS);
  }, [schedule]);

  const abandoned = useRef(false);
  const hasUnsaved = useCallback(() => !abandoned.current && (edits.current > savedEdits.current || running.current !== null), []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      keepCopy();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      cancelTimer();
      // Leaving the builder inside the portal (a link of the header): what is pending is saved now,
      // and kept in the tab in case that save fails.
      if (hasUnsaved() && !stopped.current) {
        keepCopy();
        void saveRef.current();
      }
    };
  }, [hasUnsaved, keepCopy]);

  return {
    status,
    /** Call on every edit. */
    changed,
    /** Saves now if anything is unsaved; true when everything on screen is saved. */
    flush: useCallback(() => save(false), [save]),
    /** 'Manter esta versão' after a conflict: overwrites the newer revision. */
    overwrite: useCallback(() => save(true), [save]),
    /** Leaves for `url` (the login, after the session ended) without the unsaved-changes warning: the tab keeps them. */
    leaveTo: useCallback(
      (url: string) => {
        keepCopy();
        abandoned.current = true;
        cancelTimer();
        window.location.assign(url);
      },
      [keepCopy],
    ),
    /** 'Carregar a versão salva' after a conflict: forgets this page's changes and reloads. */
    discard: useCallback(() => {
      abandoned.current = true;
      cancelTimer();
      clearBackup(owner);
      window.location.reload();
    }, [owner]),
    hasUnsaved,
  };
}
