/**
 * The appointment vocabulary of the scheduling calls (SPEC §3, §4): the services booked by video,
 * by their idSchedulingType and the policy service that grants them, and the appointment states.
 */
export const BOOKING_SERVICE_IDS = ['specialist', 'marketing', 'finance'] as const;

export const BOOKING_SERVICES: Record<(typeof BOOKING_SERVICE_IDS)[number], { schedulingType: number; serviceName: string }> = {
  specialist: { schedulingType: 2023, serviceName: 'falar-com-especialista' },
  marketing: { schedulingType: 2043, serviceName: 'marketing' },
  finance: { schedulingType: 2037, serviceName: 'orientacao-financeira' },
};

/** Booked, confirmed by the adviser, rescheduled, cancelled. */
export const APPOINTMENT_STATES = ['created', 'active', 'updated', 'deleted'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** SPEC §3: every appointment is a video call. */
export const CONTACT_FORM_TYPE = 'video';
