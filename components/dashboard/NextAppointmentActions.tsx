'use client';

import { AddToCalendar } from '@/components/booking/AddToCalendar';
import { JoinLink } from '@/components/booking/JoinLink';
import { useNow } from '@/components/booking/useNow';
import type { AppointmentView } from '@/lib/booking/contract';

type Props = {
  appointment: Pick<AppointmentView, 'id' | 'start' | 'joinUrl'>;
  /** The service's name: the calendar entry's title. */
  title: string;
  appointmentsUrl: string;
};

/** The next appointment's join link (open from its start on the browser's clock) and 'Adicionar à agenda': the page's only client part. */
export function NextAppointmentActions({ appointment, title, appointmentsUrl }: Props) {
  const now = useNow();
  return (
    <>
      <JoinLink start={Date.parse(appointment.start)} url={appointment.joinUrl} now={now} />
      <AddToCalendar appointment={appointment} title={title} appointmentsUrl={appointmentsUrl} />
    </>
  );
}
