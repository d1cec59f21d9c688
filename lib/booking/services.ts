import { SERVICES, type ServiceId } from '../config/benefit-services.ts';

/**
 * The three services booked as a video appointment (SPEC §3, specialist scheduling config), one
 * table for the portal's pages, handlers and display. Pure.
 */
export const BOOKING_SERVICE_IDS = ['specialist', 'marketing', 'finance'] as const satisfies readonly ServiceId[];
export type BookingServiceId = (typeof BOOKING_SERVICE_IDS)[number];

export type BookingService = {
  /** The insurer's idSchedulingType (SPEC §3). */
  schedulingType: number;
  /** The insurer's service key that grants it (the policy's servicesList, SPEC §2). */
  serviceName: string;
  /** The booking page. */
  path: string;
};

export const BOOKING_SERVICES: Record<BookingServiceId, BookingService> = {
  specialist: { schedulingType: 2023, serviceName: 'falar-com-especialista', path: SERVICES.specialist.paths[1]! },
  marketing: { schedulingType: 2043, serviceName: 'marketing', path: '/auth/itt/marketing' },
  finance: { schedulingType: 2037, serviceName: 'orientacao-financeira', path: '/auth/itt/orientacao-financeira' },
};

/** The states of an appointment (SPEC §4): booked, confirmed by the adviser, rescheduled, cancelled. */
export const APPOINTMENT_STATES = ['created', 'active', 'updated', 'deleted'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** 'Meus Agendamentos' (SPEC §2). */
export const APPOINTMENTS_PATH = '/auth/perfil/agendamientos';

/** The contact form of every appointment (SPEC §3: contactFormType video). */
export const CONTACT_FORM_TYPE = 'video';

export const isBookingService = (id: string): id is BookingServiceId => (BOOKING_SERVICE_IDS as readonly string[]).includes(id);

/** The booking service of an idSchedulingType, or null for a type the portal does not know. */
export function serviceOfSchedulingType(schedulingType: number): BookingServiceId | null {
  return BOOKING_SERVICE_IDS.find((id) => BOOKING_SERVICES[id].schedulingType === schedulingType) ?? null;
}
