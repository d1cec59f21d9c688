import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';
import { OpenPanelButton } from './OpenPanelButton';

/** A visitor's service card title: opens the login panel (ServiceCard's CardAction). */
export function VisitorCardAction({ service, title }: { service: ServiceId; title: string }) {
  return (
    <OpenPanelButton panel="login" data-control={SERVICES[service].pathKey} className="stretched-action">
      {title}
    </OpenPanelButton>
  );
}
