import type { CvState } from '@/lib/cv/contract';
import type { InsurerResult } from '@/lib/insurer/request';
import { formatDate, formatTime } from '@/lib/time/brazil';

/**
 * What the CV landing shows of the saved CV: whether there is one ('unknown' when it could not be
 * read) and when it last changed (Brazil time).
 */
export type CvLandingView = { cv: 'unknown' | 'none' | 'saved'; lastSaved: { date: string; time: string } | null };

export function cvLandingView(saved: InsurerResult<CvState>): CvLandingView {
  if (saved.kind !== 'ok') return { cv: 'unknown', lastSaved: null };
  const { cv, updatedAt } = saved.data;
  if (!cv) return { cv: 'none', lastSaved: null };
  const at = updatedAt ? new Date(updatedAt) : null;
  return { cv: 'saved', lastSaved: at && { date: formatDate(at), time: formatTime(at) } };
}
