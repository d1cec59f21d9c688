import type { EcosystemName } from '@/lib/session/ecosystem-types';
import { SERVICES } from '@/lib/config/benefit-services';

type HeldEcosystems = readonly { name: EcosystemName; services: readonly { name: string; meta: string }[] }[];

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The partner's programme address for this customer: the `meta` of the session's coursera service
 * (the customer's current ecosystem first). The login already gives a Protegido customer the
 * Parcelamento meta (lib/session/ecosystems.ts). Only an https address is ever opened; else null.
 */
export function courseProgram(ecosystems: HeldEcosystems, eco: EcosystemName | null): string | null {
  const granted = SERVICES.courses.grantedBy;
  const ordered = [...ecosystems].sort((a, b) => Number(b.name === eco) - Number(a.name === eco));
  const metas = ordered.flatMap((ecosystem) => ecosystem.services.filter((service) => granted.includes(service.name)).map((service) => service.meta.trim()));
  return metas.find(isHttps) ?? null;
}
