import { SERVICES } from '../ecosystems.ts';

/** The partner disclaimer shown before a customer leaves the portal for a partner's service. */
export function disclaimerFor(service: string): { serviceName: string; partner: string; title: string; disclaimer: string } | undefined {
  if (!Object.hasOwn(SERVICES, service)) return undefined;
  const { label, partner } = SERVICES[service]!;
  return {
    serviceName: service,
    partner,
    title: `Você será direcionado para ${partner}`,
    disclaimer:
      `O serviço "${label}" é prestado por ${partner}, parceiro do Portal de Benefícios. ` +
      `Ao continuar, você sairá do portal e passará a usar o ambiente do parceiro, que tem termos de uso e política de privacidade próprios. ` +
      'Compartilharemos com o parceiro apenas o necessário para liberar o seu acesso: nome, e-mail e o produto do seu seguro. ' +
      'O serviço é gratuito enquanto o seu seguro estiver vigente.',
  };
}
