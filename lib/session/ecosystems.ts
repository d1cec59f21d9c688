import type { Ecosystem, EcosystemName, ProductId } from './ecosystem-types';
import type { EcosystemTab } from '@/lib/config/benefit-services';

/**
 * The login rules of SPEC §4, pure: what a login (or an ecosystem choice) leaves in the session
 * and where the customer goes next.
 */

/** A customer holding this many ecosystems must choose between Empregabilidade and Autônomo. */
export const CHOICE_ECOSYSTEM_COUNT = 3;

export const LANDING = {
  selfEmployed: '/auth/inicio-fazer-cursos',
  default: '/auth/comparador-salarial-v2',
} as const;

export const PRODUCT_ECOSYSTEM: Record<ProductId, EcosystemName> = { '3': 'Empregabilidade', '5': 'Autônomo' };

const COURSERA = 'coursera';

export type EcosystemState = {
  ecosystems: Ecosystem[];
  isParcelamentoUser: boolean;
  isProtegido: boolean;
  /** The ecosystem the customer is in: the only one held, or the one chosen; null otherwise. */
  eco: EcosystemName | null;
};

export type LoginOutcome = EcosystemState & { mustChooseEcosystem: boolean };

const has = (ecosystems: Ecosystem[], name: EcosystemName) => ecosystems.some((e) => e.name === name);
const onlyName = (ecosystems: Ecosystem[]) => (ecosystems.length === 1 ? (ecosystems[0]?.name ?? null) : null);

/** Removes Parcelamento; Protegido's coursera takes the meta of Parcelamento's coursera. */
function dropParcelamento(ecosystems: Ecosystem[]): Ecosystem[] {
  const parcelamentoMeta = ecosystems
    .find((e) => e.name === 'Parcelamento')
    ?.services.find((s) => s.name === COURSERA)?.meta;
  return ecosystems
    .filter((e) => e.name !== 'Parcelamento')
    .map((e) =>
      e.name === 'Protegido' && parcelamentoMeta !== undefined
        ? { ...e, services: e.services.map((s) => (s.name === COURSERA ? { ...s, meta: parcelamentoMeta } : s)) }
        : e,
    );
}

/**
 * After a successful login: exactly 3 ecosystems → the choice comes first (nothing is removed yet);
 * otherwise a Parcelamento user loses Parcelamento (Protegido keeps its coursera meta).
 */
export function applyLoginRules(listEcosystem: Ecosystem[]): LoginOutcome {
  const isParcelamentoUser = has(listEcosystem, 'Parcelamento');
  const isProtegido = has(listEcosystem, 'Protegido');
  if (listEcosystem.length === CHOICE_ECOSYSTEM_COUNT) {
    return { ecosystems: listEcosystem, isParcelamentoUser, isProtegido, eco: null, mustChooseEcosystem: true };
  }
  const ecosystems = isParcelamentoUser ? dropParcelamento(listEcosystem) : listEcosystem;
  return { ecosystems, isParcelamentoUser, isProtegido, eco: onlyName(ecosystems), mustChooseEcosystem: false };
}

/**
 * After the insurer accepted the choice ('00') with its new list: Parcelamento removed,
 * isProtegido true only when Empregabilidade was chosen.
 */
export function applyEcosystemChoice(before: EcosystemState, product: ProductId, listEcosystem: Ecosystem[]): EcosystemState {
  // The new list may lack Parcelamento: the one held before still lends Protegido its coursera meta.
  const heldParcelamento = before.ecosystems.filter((e) => e.name === 'Parcelamento');
  return {
    ecosystems: dropParcelamento([...listEcosystem, ...heldParcelamento]),
    isParcelamentoUser: before.isParcelamentoUser,
    isProtegido: product === '3',
    eco: PRODUCT_ECOSYSTEM[product],
  };
}

/** With exactly one ecosystem: Autônomo ('EP MEI') → its home, anything else → the salary comparator. */
export function redirectFor(ecosystems: Ecosystem[]): string | null {
  const only = onlyName(ecosystems);
  if (only === null) return null;
  return only === 'Autônomo' ? LANDING.selfEmployed : LANDING.default;
}

/** The home's services tab of the ecosystem the customer is in; null outside Autônomo and Empregabilidade (or before the choice). */
export function homeTabOf(eco: EcosystemName | null): EcosystemTab | null {
  if (eco === 'Autônomo') return 'autonomo';
  if (eco === 'Empregabilidade') return 'empregabilidade';
  return null;
}
