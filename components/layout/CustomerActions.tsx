import type { HeaderView } from '@/lib/session/header-view';
import { AccountMenu } from './AccountMenu';
import { ServicesMenu } from './ServicesMenu';

/** The logged-in header's actions: 'Meus benefícios' (when the customer holds a service) and the account menu. */
export function CustomerActions({ names, services }: HeaderView) {
  return (
    <div className="flex min-w-0 flex-row-reverse items-center gap-1 desktop:flex-row">
      {services.length > 0 && <ServicesMenu services={services} />}
      <AccountMenu names={names} />
    </div>
  );
}
