import Link from 'next/link';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';

/** A customer's service card title: links to the service's landing page (ServiceCard's CardAction). */
export function CustomerCardAction({ service, title }: { service: ServiceId; title: string }) {
  const { pathKey, href } = SERVICES[service];
  return (
    <Link href={href} data-control={pathKey} className="stretched-action">
      {title}
    </Link>
  );
}
