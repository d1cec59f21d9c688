/** Ecosystems and services as the insurer returns them in listEcosystem (SPEC §3, service keys from §2). */
export type Service = { serviceName: string; meta: string };
export type Ecosystem = { ecosystemName: string; servicesList: Service[] };

export const ECOSYSTEM = {
  employability: 'Empregabilidade',
  /** The stored name of the Autônomo ecosystem. */
  selfEmployed: 'EP MEI',
  installments: 'Parcelamento',
  protected: 'Protegido',
} as const;

/** Contingency product ids (SPEC §9) and the ecosystem each one keeps. */
const PRODUCT_ECOSYSTEM = { '3': ECOSYSTEM.employability, '5': ECOSYSTEM.selfEmployed } as const;
export type ProductId = keyof typeof PRODUCT_ECOSYSTEM;

/** Every service key the portal uses, with its pt-BR label and partner (used by surveys and disclaimers). */
export const SERVICES: Record<string, { label: string; partner: string }> = {
  coursera: { label: 'Cursos online', partner: 'Coursera' },
  curr: { label: 'Criação de currículo', partner: 'Currículo Pro' },
  consultar: { label: 'Comparador salarial', partner: 'Salário Referência' },
  'procurar-emprego': { label: 'Busca de emprego', partner: 'Vagas Parceiras' },
  'ofertas-emprego/procurar': { label: 'Ofertas de emprego', partner: 'Vagas Parceiras' },
  'falar-com-especialista': { label: 'Fale com um especialista', partner: 'Rede de Especialistas' },
  'orientacao-financeira': { label: 'Orientação financeira', partner: 'Finanças em Dia' },
  marketing: { label: 'Orientação de marketing digital', partner: 'Marketing Digital MEI' },
  logo: { label: 'Criação de logo', partner: 'Estúdio de Marcas' },
};

const courseraProgram = (slug: string) => `https://www.coursera.org/programs/${slug}`;

export const employabilityEcosystem = (): Ecosystem => ({
  ecosystemName: ECOSYSTEM.employability,
  servicesList: [
    { serviceName: 'coursera', meta: courseraProgram('empregabilidade-portal-beneficios') },
    { serviceName: 'curr', meta: 'curriculo-pro' },
    { serviceName: 'falar-com-especialista', meta: 'agenda-especialista-2023' },
    { serviceName: 'procurar-emprego', meta: 'vagas-parceiras' },
    { serviceName: 'consultar', meta: 'comparador-salarial' },
  ],
});

export const selfEmployedEcosystem = (): Ecosystem => ({
  ecosystemName: ECOSYSTEM.selfEmployed,
  servicesList: [
    { serviceName: 'coursera', meta: courseraProgram('mei-portal-beneficios') },
    { serviceName: 'marketing', meta: 'agenda-marketing-2043' },
    { serviceName: 'orientacao-financeira', meta: 'agenda-financeira-2037' },
    { serviceName: 'logo', meta: 'estudio-de-marcas' },
  ],
});

export const installmentsEcosystem = (): Ecosystem => ({
  ecosystemName: ECOSYSTEM.installments,
  servicesList: [{ serviceName: 'coursera', meta: courseraProgram('parcelamento-protegido-beneficios') }],
});

export const protectedEcosystem = (): Ecosystem => ({
  ecosystemName: ECOSYSTEM.protected,
  servicesList: [{ serviceName: 'coursera', meta: courseraProgram('emprestimo-protegido-beneficios') }],
});

/** A choice exists only for policies carrying both Empregabilidade and Autônomo. */
export const offersProductChoice = (ecosystems: Ecosystem[]) =>
  Object.values(PRODUCT_ECOSYSTEM).every((name) => ecosystems.some((ecosystem) => ecosystem.ecosystemName === name));

/**
 * The ecosystems left after a contingency choice: the chosen one, plus any ecosystem
 * that is not part of the choice (Protegido), never Parcelamento.
 */
export function applyProductChoice(ecosystems: Ecosystem[], product: ProductId): Ecosystem[] {
  const chosen = PRODUCT_ECOSYSTEM[product];
  const choosable: string[] = Object.values(PRODUCT_ECOSYSTEM);
  return ecosystems.filter(
    ({ ecosystemName }) =>
      ecosystemName === chosen || (!choosable.includes(ecosystemName) && ecosystemName !== ECOSYSTEM.installments),
  );
}
