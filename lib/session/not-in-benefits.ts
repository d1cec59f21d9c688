import 'server-only';
import type { ServiceId } from '@/lib/config/benefit-services';
import { ecosystemServices, type NotInBenefitsView } from '@/lib/config/service-viewer';
import { verifySession } from './dal';
import { LANDING, redirectFor } from './ecosystems';

/** For a page whose service the customer's ecosystems do not include (verifyService gave null). */
export async function notInBenefitsView(service: ServiceId): Promise<NotInBenefitsView> {
  const session = await verifySession();
  return { service, home: redirectFor(session.listEcosystem) ?? LANDING.default, ecosystems: ecosystemServices(session.listEcosystem) };
}
