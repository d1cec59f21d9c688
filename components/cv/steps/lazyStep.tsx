'use client';

import { useTranslations } from 'next-intl';
import { createElement, use, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyComponent } from '@/components/ui/lazyComponent';

export type StepProps = {
  /** The step's fields are on the page (its code came and it was drawn): a field asked for can take the focus. */
  onShown: () => void;
  /** Its code could not be loaded: the builder draws the step anew, which asks for it again. */
  onRetry: () => void;
};

/** Field-sized bars where the fields will be, while the step's code comes. */
function StepSkeleton() {
  const tCommon = useTranslations('Common');
  return (
    <div role="status" aria-busy="true" className="flex min-h-96 flex-col gap-5">
      <span className="sr-only">{tCommon('loading')}</span>
      {[0, 1, 2, 3].map((bar) => (
        <div key={bar} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

function StepLoadFailed({ onRetry }: StepProps) {
  const t = useTranslations('Cv.builder');
  return <LoadFailure message={t('sectionLoadFailed')} retry={{ label: t('retry'), onClick: onRetry }} />;
}

/** Tells the builder once the step is on the page (effects run after the step's own fields are in). */
const shown = (Step: ComponentType) =>
  function ShownStep({ onShown }: StepProps) {
    useEffect(() => onShown(), [onShown]);
    return <Step />;
  };

const noSubscription = () => () => {};
/** True on the server and while the browser hydrates what the server drew; false from then on. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * A section's step whose code loads when it is first drawn (`loading` meanwhile), or earlier with
 * `preload` (an intent to open it). The section the page opens on is drawn on the server with no
 * Suspense boundary around it, and its hydration waits for its code: React would stream a large
 * boundary after its skeleton, and the builder's updates while its code comes would redraw it from
 * the skeleton. A step whose code is already there is drawn at once.
 */
export function lazyStep(load: () => Promise<ComponentType>) {
  let ready: ComponentType<StepProps> | undefined;
  const Lazy = lazyComponent<StepProps>(() => load().then((Step) => (ready = shown(Step))), { loading: () => <StepSkeleton />, fallback: StepLoadFailed });
  let opening: Promise<void> | undefined;
  const code = () => (opening ??= Lazy.preload());
  function LazyStep(props: StepProps) {
    const hydrating = useHydrating();
    // Drawn without a boundary for the whole mount (the same element once hydrated: not drawn anew).
    const [direct] = useState(() => hydrating || ready !== undefined);
    if (!direct) return <Lazy {...props} />;
    if (!ready) use(code());
    return createElement(ready ?? StepLoadFailed, props);
  }
  return Object.assign(LazyStep, { preload: Lazy.preload });
}
