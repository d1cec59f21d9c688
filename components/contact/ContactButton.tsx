import { getSession } from '@/lib/session/dal';
import { ContactLauncher } from './ContactLauncher';

/**
 * 'Fale Conosco' (server component): the server tells the form whether the customer is logged in,
 * as a boolean only; the session itself never reaches the browser.
 */
export async function ContactButton() {
  const loggedIn = (await getSession()) !== null;
  return <ContactLauncher loggedIn={loggedIn} />;
}
