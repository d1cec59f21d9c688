import { Skeleton } from '@/components/ui/Skeleton';

/** Placeholder of the calendar and the slot buttons while they load, announced with `label`. */
export function SlotsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-72 w-full max-w-sm rounded-2xl" />
      <SlotButtons />
    </div>
  );
}

/** Placeholder of a day's slot buttons while they load (the day was just picked), announced with `label`. */
export function SlotButtonsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <SlotButtons />
    </div>
  );
}

function SlotButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-11 w-20 rounded-full" />
      ))}
    </div>
  );
}
