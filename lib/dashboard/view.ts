import type { AppointmentView } from '@/lib/booking/contract';
import { isUpcoming } from '@/lib/booking/rules';
import { BOOKING_SERVICE_IDS, isBookingService } from '@/lib/booking/services';
import { heldServices, type ServiceId } from '@/lib/config/benefit-services';
import type { CourseAllowance, CourseEnrolment } from '@/lib/courses/contract';
import type { CvLandingView } from '@/lib/cv/landing-view';
import type { InsurerResult } from '@/lib/insurer/request';
import { formatDate } from '@/lib/time/brazil';

/**
 * 'Meu painel', the logged-in customer's start page: what is next in each of their services, from
 * the reads the services' own pages make. Pure: lib/dashboard/load.ts reads, this shapes the small
 * view the page renders. A part is absent when the customer's ecosystems lack its service, and
 * 'failed' on its own when its read failed.
 */
export type Part<T> = { kind: 'ok'; data: T } | { kind: 'failed' };

export type CoursesPart = Pick<CourseAllowance, 'used' | 'limit' | 'remaining' | 'year'> & { enrolments: { courseId: string; title: string; enrolledOn: string }[] };

export type LogosPart = { count: number; latestOn: string | null };

export type DashboardView = {
  /** The next appointment not yet over (any of the customer's video services), or null. */
  appointment?: Part<AppointmentView | null>;
  cv?: Part<CvLandingView>;
  courses?: Part<CoursesPart>;
  logos?: Part<LogosPart>;
  /** The customer's services with no trace of use yet (jobs and the comparator keep none): one line each. */
  unused: ServiceId[];
};

/** The reads, each already done or absent when the service is not held. */
export type DashboardReads = {
  appointments?: InsurerResult<AppointmentView[]>;
  cv?: CvLandingView;
  courses?: InsurerResult<{ allowance: CourseAllowance; enrolments: CourseEnrolment[] }>;
  logos?: InsurerResult<{ createdAt: string }[]>;
};

const part = <T, U>(result: InsurerResult<T> | undefined, map: (data: T) => U): Part<U> | undefined =>
  result === undefined ? undefined : result.kind === 'ok' ? { kind: 'ok', data: map(result.data) } : { kind: 'failed' };

/** The next appointment still to come (or still joinable), by start. */
export function nextAppointment(appointments: readonly AppointmentView[], now: number): AppointmentView | null {
  return (
    [...appointments]
      .filter((each) => each.state !== 'deleted' && isUpcoming(Date.parse(each.start), now))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
  );
}

/** Which held services have a trace of use in the reads (null: unknown, its read failed). */
function used(id: ServiceId, reads: DashboardReads): boolean | null {
  if (isBookingService(id)) {
    const { appointments } = reads;
    if (appointments?.kind !== 'ok') return null;
    return appointments.data.some((each) => each.service === id && each.state !== 'deleted');
  }
  if (id === 'cv') return reads.cv?.cv === 'unknown' ? null : reads.cv?.cv === 'saved';
  if (id === 'courses') return reads.courses?.kind === 'ok' ? reads.courses.data.enrolments.length > 0 : null;
  if (id === 'logo') return reads.logos?.kind === 'ok' ? reads.logos.data.length > 0 : null;
  return false;
}

export function dashboardView(ecosystems: Parameters<typeof heldServices>[0], reads: DashboardReads, now: number): DashboardView {
  const held = heldServices(ecosystems);
  const latest = (logos: { createdAt: string }[]) => logos.map((each) => Date.parse(each.createdAt)).sort((a, b) => b - a)[0];
  return {
    ...(reads.appointments && { appointment: part(reads.appointments, (list) => nextAppointment(list, now)) }),
    ...(reads.cv && { cv: reads.cv.cv === 'unknown' ? { kind: 'failed' as const } : { kind: 'ok' as const, data: reads.cv } }),
    ...(reads.courses && {
      courses: part(reads.courses, ({ allowance, enrolments }) => ({
        used: allowance.used,
        limit: allowance.limit,
        remaining: allowance.remaining,
        year: allowance.year,
        enrolments: enrolments.map(({ courseId, title, enrolledAt }) => ({ courseId, title, enrolledOn: formatDate(Date.parse(enrolledAt)) })),
      })),
    }),
    ...(reads.logos && {
      logos: part(reads.logos, (logos) => {
        const at = latest(logos);
        return { count: logos.length, latestOn: at === undefined ? null : formatDate(at) };
      }),
    }),
    unused: held.filter((id) => used(id, reads) === false),
  };
}

/** The video services among `held`: the appointments are read only for a customer who has one. */
export const heldBookingServices = (held: readonly ServiceId[]) => BOOKING_SERVICE_IDS.filter((id) => held.includes(id));
