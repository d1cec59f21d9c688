import 'server-only';
import { createHash } from 'node:crypto';
import { CV_LATER_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { API, type CvTexts } from './contract';

/** The CV builder's texts its first paint does not carry (the other sections'): the same for everyone. */
export const CV_LATER: CvTexts = { texts: clientMessages(CV_LATER_TEXTS) };

/**
 * Where the builder reads them: API.cvTexts with a digest of the texts, so the copy a browser keeps
 * (an hour) is never one of an earlier version of the portal whose keys the new code lacks.
 */
export const CV_LATER_VERSION = createHash('sha256').update(JSON.stringify(CV_LATER)).digest('base64url').slice(0, 12);
export const CV_LATER_PATH = `${API.cvTexts}?v=${CV_LATER_VERSION}`;
