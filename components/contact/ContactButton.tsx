import { ContactLauncher } from './ContactLauncher';

/**
 * 'Fale Conosco': the page tells the form whether the customer is logged in, as a boolean only;
 * the session itself never reaches the browser.
 */
export function ContactButton({ loggedIn }: { loggedIn: boolean }) {
  return <ContactLauncher loggedIn={loggedIn} />;
}
