import messages from '@/messages/pt-BR.json';
import type { CvSection } from '@/lib/validation/cv';
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
 * - HOME_TEXTS (app/(public) and app/com-sessao): the home's CPF form and card rail, 'Fale Conosco';
 * - SURVEY_TEXTS: the satisfaction survey's, sent with the survey itself (app/api/survey's answer),
 *   as it opens on few visits;
 * - one list per logged-in page (its segment's layout.tsx, or the page where its segment has
 *   children with other texts), with only the keys its client components read: a namespace, one
 *   of its keys ('Cv.personal'), or one key below that ('Cv.builder.next').
 *
 * lib/i18n/client-messages.test.ts checks that every client component's keys (those of its t()
 * calls and of the zod schemas it imports) are in the lists of the places it renders.
 */
type Messages = typeof messages;
type Namespace = keyof Messages;
type KeyOf<N extends Namespace> = N extends Namespace ? `${N}.${Extract<keyof Messages[N], string>}` : never;
/** 'Cv.builder.next': a key of a namespace's group of keys. */
type SubKeyOf<N extends Namespace> = N extends Namespace
  ? { [K in Extract<keyof Messages[N], string>]: Messages[N][K] extends Record<string, unknown> ? `${N}.${K}.${Extract<keyof Messages[N][K], string>}` : never }[Extract<keyof Messages[N], string>]
  : never;

/** A whole namespace ('Profile'), one of its top-level keys ('Cv.personal'), or a key below that ('Cv.builder.next'). */
export type TextPath = Namespace | KeyOf<Namespace> | SubKeyOf<Namespace>;

export const SITE_TEXTS = [
  'Common',
  // The header's client components (not 'skipToContent': the skip link is rendered on the server).
  'Header.logoAlt',
  'Header.myAccount',
  'Header.accessBenefits',
  'Header.openMenu',
  'Header.closeMenu',
  'Header.mainNav',
  'Header.greeting',
  'Header.userMenu',
  'Header.profile',
  'Header.changePassword',
  'Header.appointments',
  'Header.logout',
  'Header.privacy',
  'Header.dashboard',
  'ServiceNav.label',
  'ServiceNav.dashboard',
  'Footer',
  'Legal.loadError',
  'Legal.retry',
  'Consent',
  // The error screen of app/error.tsx (not-found pages are rendered on the server).
  'Errors.unexpectedTitle',
  'Errors.failureMessage',
  'Errors.backHome',
  'Errors.retry',
  // What the client says itself; the route handlers' refusals come already written.
  'Api.connectionError',
  'Api.unauthorized',
  'Api.sessionExpiredTitle',
  // The connection-error and session-expired dialogs of useBffCall, on any page.
  'Auth.connectionErrorTitle',
  'Auth.connectionErrorMessage',
  'Auth.goToMyAccount',
  // 'Carregando o conteúdo...' of the loading states (components/ui/Skeleton, components/auth/PanelLoading):
  // they render in the browser while a panel's or a legal text's code loads, on any page.
  'Ui',
  // 'Entrar' in a visitor's phone header (components/layout/HeaderNav) and beside the home's CPF box.
  'Entry',
] as const satisfies readonly TextPath[];

export const PANEL_TEXTS = ['Panels', 'Auth', 'Password', 'Validation'] as const satisfies readonly TextPath[];

/** The home's CPF form and service cards, and 'Fale Conosco' (its launcher, form and dialog). */
export const HOME_TEXTS = [
  'Home.cpfLabel',
  'Home.accessBenefits',
  'Home.previousServices',
  'Home.nextServices',
  'Help.contactButton',
  'Contact',
  // The CPF form's messages (components/home/bannerCpf.ts), and the contact form's (lib/validation/contact.ts).
  'Validation.required',
  'Validation.cpfShort',
  'Validation.cpfInvalid',
  'Validation.requiredNote',
  'Validation.namesInvalid',
  'Validation.phoneLength',
  'Validation.emailFormat',
  'Validation.subjectEmpty',
  'Validation.messageTooLong',
  'Validation.supportCodeInvalid',
] as const satisfies readonly TextPath[];

/** The forced password update (app/actualizar-clave): the recovery flow of the panels. */
export const RECOVERY_TEXTS = ['Auth', 'Password', 'Validation'] as const satisfies readonly TextPath[];

/** The satisfaction survey's dialog (its form's messages are Survey.validation's). */
export const SURVEY_TEXTS = ['Survey', 'Validation.invalidRequest'] as const satisfies readonly TextPath[];

/** The zod messages of the account forms (lib/validation/account.ts, and the schemas it builds on). */
const ACCOUNT_VALIDATION = [
  'Validation.required',
  'Validation.cpfShort',
  'Validation.cpfInvalid',
  'Validation.namesInvalid',
  'Validation.phoneLength',
  'Validation.emailFormat',
  'Validation.passwordRules',
  'Validation.passwordMismatch',
  'Validation.passwordTooLong',
  'Validation.passwordSameAsCurrent',
  'Validation.termsRequired',
  'Validation.codeLength',
] as const satisfies readonly TextPath[];

/** /auth/perfil's forms (phone, e-mail, and the e-mail change's code dialog, components/auth/CodeDialog). */
export const PROFILE_TEXTS = [
  'Profile.phoneLabel',
  'Profile.savePhone',
  'Profile.phoneUnchanged',
  'Profile.phoneSavedTitle',
  'Profile.phoneSavedMessage',
  'Profile.emailLabel',
  'Profile.emailHint',
  'Profile.saveEmail',
  'Profile.emailUnchanged',
  'Profile.editEmail',
  'Profile.codeIntro',
  'Profile.emailSavedTitle',
  'Profile.emailSavedMessage',
  'Profile.emailFormName',
  'Profile.phoneFormName',
  'Profile.currentPasswordLabel',
  'Profile.currentPasswordHint',
  'Auth.showPassword',
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
  ...ACCOUNT_VALIDATION,
] as const satisfies readonly TextPath[];

export const PASSWORD_CHANGE_TEXTS = [
  'PasswordChange.currentLabel',
  'PasswordChange.submit',
  'PasswordChange.lockedTitle',
  'PasswordChange.lockedUntil',
  'PasswordChange.successTitle',
  'PasswordChange.successMessage',
  'Password',
  'Auth.showPassword',
  'Auth.newPasswordLabel',
  'Auth.confirmPasswordLabel',
  ...ACCOUNT_VALIDATION,
] as const satisfies readonly TextPath[];

/** The day calendar and the slots (components/booking/SlotPicker, DayCalendar), in the booking form and the reschedule dialog. */
const SLOT_TEXTS = [
  'Booking.form.dayLegend',
  'Booking.form.dayHint',
  'Booking.form.dayHintKeys',
  'Booking.form.dayHintTouch',
  'Booking.form.selectedDay',
  'Booking.form.calendarNav',
  'Booking.form.previousMonth',
  'Booking.form.nextMonth',
  'Booking.form.dayToday',
  'Booking.form.daySelected',
  'Booking.form.slotsLegend',
  'Booking.form.slotsOf',
  'Booking.form.freeCount',
  'Booking.form.chooseDayFirst',
  'Booking.form.current',
  'Booking.form.full',
  'Booking.form.loading',
  'Booking.form.loadError',
  'Booking.form.summary',
  'Booking.when',
  'Booking.refusalTitle',
  'Booking.validation',
  'Appointments.retry',
] as const satisfies readonly TextPath[];

/** A booking page's form (components/booking/BookingForm). */
export const BOOKING_TEXTS = [
  ...SLOT_TEXTS,
  'Booking.form.noSlots',
  'Booking.form.noteLabel',
  'Booking.form.noteHint',
  'Booking.form.noteCounter',
  'Booking.form.submit',
  'Booking.form.alreadyBooked',
  'Booking.form.alreadyBookedHint',
  'Booking.form.myAppointments',
  'Booking.success',
  // 'Adicionar à agenda' in the confirmation (components/booking/AddToCalendar).
  'Calendar',
] as const satisfies readonly TextPath[];

/** Meus Agendamentos: the cards, the cancel and reschedule dialogs, the services to book. */
export const APPOINTMENTS_TEXTS = [...SLOT_TEXTS, 'Appointments', 'Home.services', 'Calendar'] as const satisfies readonly TextPath[];

/**
 * The CV builder's texts at its first paint, whatever section it opens on (app/auth/curriculo's
 * page): the steps, autosave, the preview and its dialogs, the form's messages. The preview's
 * labels and the JSON buttons' texts come as props, translated on the server.
 */
export const CV_TEXTS = [
  'Cv.builder.stepsLabel',
  'Cv.builder.stepOf',
  'Cv.builder.previous',
  'Cv.builder.next',
  'Cv.builder.toPreview',
  'Cv.builder.requiredNote',
  'Cv.builder.restored',
  'Cv.builder.sectionLoadFailed',
  'Cv.builder.retry',
  'Cv.sections',
  'Cv.autosave',
  'Cv.preview',
  'Cv.download.done',
  'Cv.download.finish',
  'Cv.download.incompleteTitle',
  'Cv.download.incomplete',
  'Cv.jsonSummary',
  // What a downloaded CV leads to (components/cv/PdfActions).
  'ProfileSearch.cvNextTitle',
  'ProfileSearch.cvJobs',
  'ProfileSearch.cvSpecialist',
  // The font size's (the only field of 'Personalizar' that can be wrong).
  'Validation.fonteMax',
] as const satisfies readonly TextPath[];

/** The messages of the fields of the sections with text fields (lib/validation/cv.ts), and the counter of their text areas (components/cv/FormFields). */
const CV_FIELD_MESSAGES = ['Cv.validation', 'Cv.personal.counter', 'Validation.required', 'Validation.namesInvalid', 'Validation.phoneLength', 'Validation.emailFormat'] as const satisfies readonly TextPath[];

/**
 * What each section's form adds, sent with the page that opens on that section. 'Complete seu
 * currículo' (after 'Baixar PDF') names fields of every section: it uses the texts read after the first paint.
 */
export const CV_SECTION_TEXTS = {
  personalize: ['Cv.sectionLeads.personalize', 'Cv.personalize', 'Cv.templates'],
  'dados-pessoais': ['Cv.sectionLeads.dados-pessoais', 'Cv.personal', ...CV_FIELD_MESSAGES],
  education: ['Cv.sectionLeads.education', 'Cv.education', 'Cv.entries', 'Cv.monthHint', ...CV_FIELD_MESSAGES],
  'work-experience': ['Cv.sectionLeads.work-experience', 'Cv.experience', 'Cv.entries', 'Cv.monthHint', ...CV_FIELD_MESSAGES],
  idiomas: ['Cv.sectionLeads.idiomas', 'Cv.languages', 'Cv.entries', ...CV_FIELD_MESSAGES],
  habilidades: ['Cv.sectionLeads.habilidades', 'Cv.skills', 'Cv.entries', ...CV_FIELD_MESSAGES],
} as const satisfies Record<CvSection, readonly TextPath[]>;

/**
 * Every section's texts, read by the builder after its first paint (GET API.cvTexts, kept by the
 * browser): the other sections open from it without reloading the page.
 */
export const CV_LATER_TEXTS = ['Cv.sectionLeads', ...new Set(Object.values(CV_SECTION_TEXTS).flat())] as readonly TextPath[];

export const SALARY_TEXTS = [
  'Salary.form',
  'Salary.levels',
  'Salary.levelHints',
  'Salary.states.loading',
  'Salary.states.retry',
  // The form's own check (the server's findings on the query come translated).
  'Salary.validation.occupationRequired',
  'Salary.validation.occupationTypeRequired',
  'Salary.validation.ufRequired',
] as const satisfies readonly TextPath[];

export const COURSES_TEXTS = [
  'Courses.card.enrol',
  'Courses.card.enrolCourse',
  'Courses.partner',
  // The enrolment flow's refusals, shown without the disclaimer (nothing left this year, already enrolled).
  'Courses.allowance.limitReached',
  'Courses.enrolment.limitTitle',
  'Courses.enrolment.alreadyTitle',
] as const satisfies readonly TextPath[];

/**
 * The catalogue's search, results and cards (components/courses/CatalogueSearch and CourseResults),
 * on top of COURSES_TEXTS: the filters and the cards show the same categories, levels and languages.
 */
export const CATALOGUE_TEXTS = [
  'Courses.catalogue',
  'Courses.categories',
  'Courses.levels',
  'Courses.languages',
  'Courses.durations',
  'Courses.card.level',
  'Courses.card.duration',
  'Courses.card.language',
  'Courses.card.hours',
  'Courses.card.provider',
  'Courses.card.enrolled',
  'Pagination',
] as const satisfies readonly TextPath[];

/**
 * The enrolment's disclaimer and confirmation (components/courses/EnrolmentDialogs): sent with the
 * partner's disclaimer (GET API.coursesDisclaimer, which every enrolment reads first), not with
 * every catalogue page, as few visits enrol.
 */
export const ENROLMENT_TEXTS = ['Courses.enrolment', 'Courses.allowance.remaining'] as const satisfies readonly TextPath[];

/** 'Meus cursos' has no enrolment: only the partner link's texts (its other texts are translated on the server). */
export const MY_COURSES_TEXTS = ['Courses.partner'] as const satisfies readonly TextPath[];

/** Meu painel's next appointment: its join link and 'Adicionar à agenda'. */
export const DASHBOARD_TEXTS = [
  'Appointments.join',
  'Appointments.newTab',
  'Appointments.joinOpensAt',
  'Appointments.joinOpen',
  'Appointments.joinClosed',
  'Calendar',
] as const satisfies readonly TextPath[];

export const JOBS_TEXTS = ['Jobs.offer.apply', 'Jobs.leaving'] as const satisfies readonly TextPath[];

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

/** 'Meus dados e privacidade' (app/auth/perfil/meus-dados): the download, the consent and the rights request form. */
export const PRIVACY_TEXTS = [
  'Privacy.sessions.listLabel',
  'Privacy.sessions.current',
  'Privacy.sessions.startedAt',
  'Privacy.sessions.lastUsedAt',
  'Privacy.sessions.end',
  'Privacy.sessions.endLabel',
  'Privacy.sessions.endOthers',
  'Privacy.sessions.confirmTitle',
  'Privacy.sessions.confirmMessage',
  'Privacy.sessions.keep',
  'Privacy.sessions.ended',
  'Privacy.sessions.othersEnded',
  'Privacy.sessions.onlyThis',
  'Privacy.download.button',
  'Privacy.download.done',
  'Privacy.consent.granted',
  'Privacy.consent.grantedNoDate',
  'Privacy.consent.denied',
  'Privacy.consent.deniedNoDate',
  'Privacy.consent.unset',
  'Privacy.consent.accept',
  'Privacy.consent.reject',
  'Privacy.consent.withdraw',
  'Privacy.request.title',
  'Privacy.request.rightLegend',
  'Privacy.request.rights',
  'Privacy.request.detailsLabel',
  'Privacy.request.detailsCounter',
  'Privacy.request.send',
  'Privacy.request.sentTitle',
  'Privacy.request.sentMessage',
  'Validation.required',
  'Validation.rightEmpty',
  'Validation.messageTooLong',
  'Validation.invalidRequest',
] as const satisfies readonly TextPath[];

/** The messages of these namespaces and keys, for a text provider. */
export function clientMessages(paths: readonly TextPath[]): Texts {
  const texts: Texts = {};
  for (const path of paths) copy(texts, messages, path.split('.'));
  return texts;
}

type Group = Record<string, unknown>;

/** Copies the text or group at `keys` of `source` into `target`, making the groups on the way (a group sent whole stays whole). */
function copy(target: Group, source: Group, [key, ...rest]: string[]): void {
  const value = source[key!];
  if (rest.length === 0 || target[key!] === value) {
    target[key!] = value;
    return;
  }
  target[key!] ??= {};
  copy(target[key!] as Group, value as Group, rest);
}
