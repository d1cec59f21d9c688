import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * Every address no other route matches. Rendered per request, so the 404 page (app/not-found.tsx)
 * comes with the request's CSP nonce like any other dynamic page; Next's own prerendered 404 has
 * no nonce and its scripts would be refused.
 */
export default async function UnknownPage(): Promise<never> {
  await connection();
  notFound();
}
