'use client';

import { lazyComponent } from './lazyComponent';

/**
 * ErrorDialog, with the modal kit under it, fetched when it opens: for a page whose error dialogs
 * seldom open. Draw it only while open (`{failure && <LazyErrorDialog open … />}`).
 */
export const LazyErrorDialog = lazyComponent(() => import('./ErrorDialog').then((m) => m.ErrorDialog));
