'use client';

import { useEffect } from 'react';

/**
 * After a search (a full GET of the form or a client navigation to other filters or another page),
 * moves the focus to the results' heading (`headingId`, an h2 with tabIndex -1), so a keyboard or
 * screen-reader user lands on "N vagas encontradas" instead of the top of the page. Rendered only
 * when the URL holds a search; `search` (the search's query string) re-runs it on every new search.
 */
export function FocusResults({ headingId, search }: { headingId: string; search: string }) {
  useEffect(() => {
    document.getElementById(headingId)?.focus();
  }, [headingId, search]);
  return null;
}
