'use client';

import { Suspense, lazy, useState, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A component whose code loads when it is first drawn (or earlier, with `preload`: on an intent to
 * open it), nothing shown meanwhile. For what every page loads (the root and logged-in layouts, the
 * error and not-found boundaries) instead of next/dynamic, whose own loader code would come with
 * every page. Drawn on the server it is in the first HTML as usual, and hydrated once its code has
 * come. If the code cannot be loaded (offline, a deploy) it draws `fallback` (default: nothing),
 * and the next time it is drawn anew (or preloaded) the code is asked for again.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ComponentType<Props> = Nothing) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let failed = false;
  const start = (): Promise<ComponentType<Props>> => {
    if (failed) {
      failed = false;
      loading = undefined;
    }
    return (loading ??= load().catch(() => {
      failed = true;
      return fallback;
    }));
  };

  function LazyComponent(props: Props) {
    // One load per mount, the same on every render of it (a failed one is asked for again by the next mount).
    const [Loaded] = useState(() => lazy(() => start().then((component) => ({ default: component }))));
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyComponent, { preload: () => void start() });
}
