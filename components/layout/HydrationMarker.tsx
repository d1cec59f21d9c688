'use client';

import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated it and run the layout's
 * effects, so the end-to-end tests act on a page that is ready, not on the bare server HTML.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
