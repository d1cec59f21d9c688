import messages from '@/messages/pt-BR.json';

/**
 * Which texts reach the browser. Only client components need messages there (Server Components
 * render theirs on the server), and everything the provider gets is serialised into every page's
 * HTML. So the root layout sends the namespaces of the client components any page can show (the
 * header, the panels and their forms, the contact form, the consent banner, the footer's dialogs),
 * and the logged-in area adds those of its services. lib/i18n/client-messages.test.ts checks that
 * every client component's namespace is in the list of the area it lives in.
 */
type Namespace = keyof typeof messages;

export const SITE_CLIENT_NAMESPACES = [
  'Common',
  'Ui',
  'Header',
  'ServiceNav',
  'Footer',
  'Legal',
  'Consent',
  'Panels',
  'Auth',
  'Password',
  'Validation',
  'Api',
  'Contact',
  'Help',
  'Home',
  'Errors',
] as const satisfies readonly Namespace[];

export const SERVICE_CLIENT_NAMESPACES = [
  'Profile',
  'PasswordChange',
  'Booking',
  'Appointments',
  'Guides',
  'Courses',
  'Cv',
  'Jobs',
  'Logo',
  'Salary',
  'Survey',
] as const satisfies readonly Namespace[];

/** The messages of these namespaces, for a NextIntlClientProvider. */
export function clientMessages(namespaces: readonly Namespace[]): Partial<typeof messages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
