/**
 * The home's benefits carousel (SPEC §1, §2): three product lines, each with the
 * Autônomo and Empregabilidade sub-tabs, and the services of each ecosystem.
 */

export const PRODUCT_LINES = ['mei', 'loan', 'installment'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const ECOSYSTEM_TABS = ['autonomo', 'empregabilidade'] as const;
export type EcosystemTab = (typeof ECOSYSTEM_TABS)[number];

export type ServiceId = 'cv' | 'salary' | 'courses' | 'jobs' | 'specialist' | 'finance' | 'marketing' | 'logo';

export type BenefitService = {
  /** The spec's service path key (SPEC §2), also the card's `data-control` for usability logging. */
  pathKey: string;
  /** Landing page of the service for a logged-in customer. */
  href: string;
};

export const SERVICES: Record<ServiceId, BenefitService> = {
  cv: { pathKey: 'curr', href: '/auth/inicio-criar-curriculo' },
  salary: { pathKey: 'consultar', href: '/auth/comparador-salarial-v2' },
  courses: { pathKey: 'coursera', href: '/auth/inicio-fazer-cursos' },
  jobs: { pathKey: 'procurar-emprego', href: '/auth/inicio-procurar-emprego' },
  specialist: { pathKey: 'falar-com-especialista', href: '/auth/inicio-falar-especialista' },
  finance: { pathKey: 'orientacao-financeira', href: '/auth/itt/orientacao-financeira' },
  marketing: { pathKey: 'marketing', href: '/auth/itt/marketing' },
  // SPEC §2 lists no landing page for logo creation: the Autônomo home, which lists its services.
  logo: { pathKey: 'logo', href: '/auth/inicio-fazer-cursos' },
};

/** Services of each ecosystem, in the order the cards show them (SPEC §1). */
export const ECOSYSTEM_SERVICES: Record<EcosystemTab, readonly ServiceId[]> = {
  autonomo: ['courses', 'marketing', 'finance', 'logo'],
  empregabilidade: ['courses', 'cv', 'specialist', 'jobs', 'salary'],
};
