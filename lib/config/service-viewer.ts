import { SERVICE_IDS, hasService, type ServiceId } from './benefit-services';

/** One of the customer's ecosystems as the service cards show it: its name and the services it grants. */
export type EcosystemServices = { name: string; services: ServiceId[] };

/** What the frame of a service page shows of the customer: the greeting's names and their services. */
export type ServiceViewer = { names: string; ecosystems: EcosystemServices[] };

type HeldEcosystem = { name: string; services: readonly { name: string }[] };

/** The customer's ecosystems that grant at least one service, each with its services in SERVICE_IDS order. */
export function ecosystemServices(ecosystems: readonly HeldEcosystem[]): EcosystemServices[] {
  return ecosystems
    .map((ecosystem) => ({ name: ecosystem.name, services: SERVICE_IDS.filter((id) => hasService([ecosystem], id)) }))
    .filter((ecosystem) => ecosystem.services.length > 0);
}

/** The frame's view of a session (names and ecosystems only: never the JWT, the CPF or the metas). */
export function serviceViewer(session: { names: string; listEcosystem: readonly HeldEcosystem[] }): ServiceViewer {
  return { names: session.names, ecosystems: ecosystemServices(session.listEcosystem) };
}

/** What a page shows instead of a service the customer's ecosystems do not include: their own home and services. */
export type NotInBenefitsView = { service: ServiceId; home: string; ecosystems: EcosystemServices[] };
