import type { HeaderView } from '@/lib/session/header-view';
import { AccountMenu } from './AccountMenu';
import { ServicesMenu } from './ServicesMenu';

/** The logged-in header's actions: 'Meus benefícios' (when the customer holds a service) and the account menu. */
export function CustomerActions({ names, services }: HeaderView) {
  return (
    <div className="customer-actions">
      {services.length > 0 && <ServicesMenu services={services.map(({ href, label }) => ({ href, label }))} />}
      <AccountMenu names={names} />
    </div>
  );
}
