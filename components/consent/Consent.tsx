import { connection } from 'next/server';
import { getEnv } from '@/lib/env';
import { ConsentManager } from './ConsentManager';

/**
 * Server side of the consent banner and tag manager: reads GTM_ID when the request arrives
 * (never at build time, so one build serves any container) and passes it to the client.
 */
export async function Consent() {
  await connection();
  return <ConsentManager tagManagerId={getEnv().GTM_ID ?? null} />;
}
