import { SERVICES, heldServices, type ServiceId } from '@/lib/config/benefit-services';

/**
 * What the logged-in header shows, and all it needs: the greeting's names and 'Meus benefícios'.
 * Pure module: the server's Header builds it from the session; the prerendered public pages of a
 * customer (app/com-sessao) read it after load from SESSION_HEADER_PATH (app/api/session/header).
 * Nothing secret: no JWT, no CPF, no ecosystem metas.
 */
export type ServiceLink = { href: string; label: string; paths: readonly string[] };
export type HeaderView = { names: string; services: ServiceLink[] };

/** GET → HeaderView (no-store); 401 without a live session. */
export const SESSION_HEADER_PATH = '/api/session/header';

type HeaderSession = { names: string; listEcosystem: Parameters<typeof heldServices>[0] };

/** The header of `session`: its names and the services its ecosystems grant, labelled by `label`. */
export function headerView(session: HeaderSession, label: (id: ServiceId) => string): HeaderView {
  return {
    names: session.names,
    services: heldServices(session.listEcosystem).map((id) => ({ href: SERVICES[id].href, label: label(id), paths: SERVICES[id].paths })),
  };
}
