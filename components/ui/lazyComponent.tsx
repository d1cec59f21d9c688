'use client';

import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

const Nothing = () => null;

type Options<Props> = {
  /** What is drawn while the code comes (default: nothing): a skeleton, a loading overlay, what the server drew. */
  loading?: (props: Props) => ReactNode;
  /** What is drawn if the code cannot be loaded (default: nothing). */
  fallback?: ComponentType<Props>;
};

/**
 * A component whose code loads when it is first drawn (or earlier, with `preload`: on an intent to
 * open it), `loading` shown meanwhile: the portal's one way to load code when needed. Not
 * next/dynamic, whose own loader code would come with every page that uses it. Drawn on the server
 * it is in the first HTML as usual, and hydrated once its code has come (what only opens in the
 * browser, a dialog, is never drawn there). If the code cannot be loaded (offline, a deploy) it draws
 * `fallback`, and the next time it is drawn anew (or preloaded) the code is asked for again. Once the
 * code has come, a new mount draws the component at once: no `loading` flash while a settled
 * promise is read again (sections switched back and forth, a dialog opened twice).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, { loading, fallback = Nothing }: Options<Props> = {}) {
  let coming: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  let failed = false;
  const start = (): Promise<ComponentType<Props>> => {
    if (failed) {
      failed = false;
      coming = undefined;
    }
    return (coming ??= load().then(
      (component) => (loaded = component),
      () => {
        failed = true;
        return fallback;
      },
    ));
  };

  function LazyComponent(props: Props) {
    // One load per mount, the same on every render of it (a failed one is asked for again by the next
    // mount). The boundary is there either way, for the server's HTML and the browser's tree to match.
    const [Loaded] = useState(() => loaded ?? lazy(() => start().then((component) => ({ default: component }))));
    return (
      <Suspense fallback={loading ? loading(props) : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  // The promise settles once the code has come (or could not): for code that must be there before something is drawn.
  return Object.assign(LazyComponent, { preload: (): Promise<void> => start().then(() => undefined) });
}
