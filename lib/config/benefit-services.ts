/**
 * The services of the portal (SPEC §1, §2), in one place: the home's benefits carousel, the
 * logged-in navigation and service cards, the access check of every service page and handler,
 * and the satisfaction survey's service key all read this table.
 */

import { SURVEY_PARAM } from './survey-param';

export const PRODUCT_LINES = ['mei', 'loan', 'installment'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const ECOSYSTEM_TABS = ['autonomo', 'empregabilidade'] as const;
export type EcosystemTab = (typeof ECOSYSTEM_TABS)[number];

export const SERVICE_IDS = ['courses', 'cv', 'specialist', 'jobs', 'salary', 'marketing', 'finance', 'logo'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export type BenefitService = {
  /**
   * The spec's service path key (SPEC §2): the card's `data-control` for usability logging and the
   * `serviceName` of the satisfaction survey (`?serviceName=<pathKey>`).
   */
  pathKey: string;
  /** The service names in the session's listEcosystem that give access to it (jobs has two). */
  grantedBy: readonly string[];
  /** The service's landing page for a logged-in customer (the home cards and the navigation link here). */
  href: string;
  /** Every page of the service (prefixes): the navigation marks the service current on any of them. */
  paths: readonly string[];
};

export const SERVICES: Record<ServiceId, BenefitService> = {
  courses: { pathKey: 'coursera', grantedBy: ['coursera'], href: '/auth/inicio-fazer-cursos', paths: ['/auth/inicio-fazer-cursos', '/auth/cursos'] },
  cv: { pathKey: 'curr', grantedBy: ['curr'], href: '/auth/inicio-criar-curriculo', paths: ['/auth/inicio-criar-curriculo', '/auth/curriculo'] },
  specialist: {
    pathKey: 'falar-com-especialista',
    grantedBy: ['falar-com-especialista'],
    href: '/auth/inicio-falar-especialista',
    paths: ['/auth/inicio-falar-especialista', '/auth/empregabilidade/falar-com-especialista'],
  },
  jobs: {
    pathKey: 'procurar-emprego',
    grantedBy: ['procurar-emprego', 'ofertas-emprego/procurar'],
    href: '/auth/inicio-procurar-emprego',
    paths: ['/auth/inicio-procurar-emprego', '/auth/ofertas-emprego'],
  },
  salary: { pathKey: 'consultar', grantedBy: ['consultar'], href: '/auth/comparador-salarial-v2', paths: ['/auth/comparador-salarial-v2'] },
  marketing: { pathKey: 'marketing', grantedBy: ['marketing'], href: '/auth/itt/marketing', paths: ['/auth/itt/marketing'] },
  finance: {
    pathKey: 'orientacao-financeira',
    grantedBy: ['orientacao-financeira'],
    href: '/auth/itt/orientacao-financeira',
    paths: ['/auth/itt/orientacao-financeira'],
  },
  // SPEC §2 gives logo creation a service key but no route: it lives beside the other Autônomo advisers.
  logo: { pathKey: 'logo', grantedBy: ['logo'], href: '/auth/itt/logo', paths: ['/auth/itt/logo'] },
};

/** Services of each ecosystem, in the order the cards show them (SPEC §1). */
export const ECOSYSTEM_SERVICES: Record<EcosystemTab, readonly ServiceId[]> = {
  autonomo: ['courses', 'marketing', 'finance', 'logo'],
  empregabilidade: ['courses', 'cv', 'specialist', 'jobs', 'salary'],
};

/** The shape of the session's ecosystems this module needs (no JWT, no metas). */
type HeldEcosystems = readonly { services: readonly { name: string }[] }[];

/** True when one of the customer's ecosystems lists a service name that grants `id`. */
export function hasService(ecosystems: HeldEcosystems, id: ServiceId): boolean {
  const granted = SERVICES[id].grantedBy;
  return ecosystems.some((ecosystem) => ecosystem.services.some((service) => granted.includes(service.name)));
}

/** The services the customer holds, each once, in SERVICE_IDS order. */
export function heldServices(ecosystems: HeldEcosystems): ServiceId[] {
  return SERVICE_IDS.filter((id) => hasService(ecosystems, id));
}

/** The service of a survey key (`?serviceName=`), or null for an unknown key. */
export function serviceByPathKey(pathKey: string): ServiceId | null {
  return SERVICE_IDS.find((id) => SERVICES[id].pathKey === pathKey) ?? null;
}

export { SURVEY_PARAM };

/**
 * Where a customer who just finished with a service (booking confirmed, CV or logo downloaded,
 * back from the partner) goes so the satisfaction survey can ask about it: the service's page
 * (or `path`, one of its pages) with `?serviceName=<pathKey>`.
 */
export function surveyHref(id: ServiceId, path: string = SERVICES[id].href): string {
  return `${path}?${new URLSearchParams({ [SURVEY_PARAM]: SERVICES[id].pathKey })}`;
}
