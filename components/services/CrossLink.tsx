import Link from 'next/link';

/** A suggestion of another of the customer's services: one line saying why, and the link. */
export function CrossLink({ lead, label, href, control }: { lead: string; label: string; href: string; control: string }) {
  return (
    <p className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4">
      <span>{lead}</span>
      <Link href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" data-control={control}>
        {label}
      </Link>
    </p>
  );
}
