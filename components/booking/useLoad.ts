'use client';

import { useCallback, useEffect, useState } from 'react';
import { isConnectionError, requestJson } from '@/lib/bff/client';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  /** `problem`: 'connection' (502/504/no answer), 'expired' (401) or 'refused' (another ApiError, `message` in pt-BR). */
  | { kind: 'failed'; problem: 'connection' | 'expired' | 'refused'; message: string };

/**
 * Reads a BFF GET route when the component mounts and on `reload()` (which keeps the shown data
 * while it runs, so a refresh does not flash a skeleton). Never throws.
 */
export function useLoad<T>(path: string): { load: Load<T>; reload: () => Promise<Load<T>> } {
  const [load, setLoad] = useState<Load<T>>({ kind: 'loading' });

  const fetchOnce = useCallback(async (): Promise<Load<T>> => {
    const result = await requestJson<T>('GET', path);
    if (result.ok) return { kind: 'ready', data: result.data };
    const problem = isConnectionError(result.error) ? 'connection' : result.status === 401 ? 'expired' : 'refused';
    return { kind: 'failed', problem, message: result.error.message };
  }, [path]);

  const reload = useCallback(async () => {
    const next = await fetchOnce();
    setLoad(next);
    return next;
  }, [fetchOnce]);

  useEffect(() => {
    let current = true;
    void fetchOnce().then((next) => {
      if (current) setLoad(next);
    });
    return () => {
      current = false;
    };
  }, [fetchOnce]);

  return { load, reload };
}
