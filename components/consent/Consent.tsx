import { getEnv } from '@/lib/env';
import { ConsentManager } from './ConsentManager';

/**
 * Server side of the consent banner and tag manager: passes GTM_ID to the client. The prerendered
 * public pages take it at build time (scripts/lib.mjs rebuilds when it changes); the others when
 * the request arrives.
 */
export function Consent() {
  return <ConsentManager tagManagerId={getEnv().GTM_ID ?? null} />;
}
