import messages from '@/messages/pt-BR.json';
import type { Texts } from './merge-texts';

/**
 * Which texts reach the browser. Only client components need messages there (Server Components
 * render theirs on the server), and everything a provider gets is serialised into the page's HTML.
 * So each part of the site adds only the texts of the client components it renders, on top of its
 * parent's (lib/i18n/MoreTexts.tsx merges them, so nothing is sent twice):
 *
 * - SITE_TEXTS (app/layout.tsx): every page (header menus, footer dialogs, consent, the error
 *   screen, the BFF call's dialogs);
 * - PANEL_TEXTS (components/layout/VisitorHeader.tsx): the login and sign-up panels, only where a
 *   visitor's header can open them;
 * - HOME_TEXTS (app/(public) and app/com-sessao): the home's CPF form and cards, 'Fale Conosco';
 * - SESSION_TEXTS (app/auth/layout.tsx): the satisfaction survey, on every logged-in page;
 * - one list per logged-in page (its segment's layout.tsx), with only the keys its client
 *   components read (a big namespace is picked by key: 'Cv.personal').
 *
 * lib/i18n/client-messages.test.ts checks that every client component's keys are in the lists of
 * the place it renders.
 */
type Messages = typeof messages;
type Namespace = keyof Messages;
type KeyOf<N extends Namespace> = N extends Namespace ? `${N}.${Extract<keyof Messages[N], string>}` : never;

/** A whole namespace ('Profile') or one of its top-level keys ('Cv.personal'). */
export type TextPath = Namespace | KeyOf<Namespace>;

export const SITE_TEXTS = [
  'Common',
  'Ui',
  'Header',
  'ServiceNav',
  'Footer',
  'Legal',
  'Consent',
  'Errors',
  'Api',
  // The connection-error and session-expired dialogs of useBffCall, on any page.
  'Auth.connectionErrorTitle',
  'Auth.connectionErrorMessage',
  'Auth.goToMyAccount',
] as const satisfies readonly TextPath[];

export const PANEL_TEXTS = ['Panels', 'Auth', 'Password', 'Validation'] as const satisfies readonly TextPath[];

export const HOME_TEXTS = ['Home', 'Help', 'Contact', 'Validation'] as const satisfies readonly TextPath[];

/** The forced password update (app/actualizar-clave): the recovery flow of the panels. */
export const RECOVERY_TEXTS = ['Auth', 'Password', 'Validation'] as const satisfies readonly TextPath[];

/** The survey's form validates with the shared Validation keys. */
export const SESSION_TEXTS = ['Survey', 'Validation'] as const satisfies readonly TextPath[];

export const PROFILE_TEXTS = [
  'Profile',
  // The e-mail change's code dialog (components/auth/CodeDialog).
  'Auth.codeTitle',
  'Auth.codeIntro',
  'Auth.codeResent',
  'Auth.codeGroup',
  'Auth.codeDigit',
  'Auth.codeInvalid',
  'Auth.confirmCode',
  'Auth.resendIn',
  'Auth.resendCode',
  'Auth.editData',
] as const satisfies readonly TextPath[];

export const PASSWORD_CHANGE_TEXTS = [
  'PasswordChange',
  'Password',
  'Auth.showPassword',
  'Auth.newPasswordLabel',
  'Auth.confirmPasswordLabel',
] as const satisfies readonly TextPath[];

export const BOOKING_TEXTS = [
  'Booking.services',
  'Booking.form',
  'Booking.when',
  'Booking.success',
  'Booking.refusalTitle',
  'Booking.validation',
  'Appointments.loadError',
  'Appointments.retry',
] as const satisfies readonly TextPath[];

export const APPOINTMENTS_TEXTS = [...BOOKING_TEXTS, 'Appointments', 'Home.services'] as const satisfies readonly TextPath[];

export const CV_TEXTS = [
  'Cv.builder',
  'Cv.sections',
  'Cv.sectionLeads',
  'Cv.personalize',
  'Cv.personal',
  'Cv.education',
  'Cv.experience',
  'Cv.languages',
  'Cv.skills',
  'Cv.entries',
  'Cv.monthHint',
  'Cv.autosave',
  'Cv.preview',
  'Cv.download',
  'Cv.document',
  'Cv.validation',
] as const satisfies readonly TextPath[];

export const SALARY_TEXTS = [
  'Salary.form',
  'Salary.levels',
  'Salary.levelHints',
  'Salary.ufs',
  'Salary.states',
  'Salary.validation',
] as const satisfies readonly TextPath[];

export const COURSES_TEXTS = [
  'Courses.card',
  'Courses.allowance',
  'Courses.partner',
  'Courses.enrolment',
  'Courses.validation',
] as const satisfies readonly TextPath[];

export const JOBS_TEXTS = ['Jobs.offer', 'Jobs.leaving'] as const satisfies readonly TextPath[];

export const LOGO_TEXTS = [
  'Logo.brief',
  'Logo.segments',
  'Logo.types',
  'Logo.palettes',
  'Logo.describe',
  'Logo.editor',
  'Logo.layouts',
  'Logo.styles',
  'Logo.frames',
  'Logo.saved',
  'Logo.validation',
] as const satisfies readonly TextPath[];

/** The messages of these namespaces and keys, for a text provider. */
export function clientMessages(paths: readonly TextPath[]): Texts {
  const texts: Record<string, Record<string, unknown>> = {};
  const wholes = new Set(paths.filter((path) => !path.includes('.')));
  for (const path of paths) {
    const [namespace, key] = path.split('.') as [Namespace, string | undefined];
    const whole = messages[namespace] as Record<string, unknown>;
    if (key === undefined) texts[namespace] = whole;
    else if (!wholes.has(namespace)) texts[namespace] = { ...texts[namespace], [key]: whole[key] };
  }
  return texts;
}
