import type { AppointmentView } from '@/lib/booking/contract';
import { dashboardView, nextAppointment } from './view';

const service = (name: string) => ({ name, meta: '' });
const EMPLOYABILITY = [{ name: 'Empregabilidade', services: ['coursera', 'curr', 'falar-com-especialista', 'procurar-emprego', 'consultar'].map(service) }];
const SELF_EMPLOYED = [{ name: 'Autônomo', services: ['coursera', 'marketing', 'orientacao-financeira', 'logo'].map(service) }];

const NOW = Date.parse('2026-11-29T12:00:00Z');
const appointment = (id: number, start: string, extra: Partial<AppointmentView> = {}): AppointmentView => ({
  id,
  service: 'specialist',
  start,
  state: 'created',
  note: '',
  joinUrl: 'https://video.example/1',
  ...extra,
});

describe('Meu painel view', () => {
  it('the next appointment is the first not over, cancelled ones left out', () => {
    const list = [
      appointment(1, '2026-11-30T12:00:00Z'),
      appointment(2, '2026-11-29T11:55:00Z'), // started 5 minutes ago: still joinable
      appointment(3, '2026-11-29T12:30:00Z', { state: 'deleted' }),
      appointment(4, '2026-11-20T12:00:00Z'),
    ];
    expect(nextAppointment(list, NOW)?.id).toBe(2);
    expect(nextAppointment([appointment(4, '2026-11-20T12:00:00Z')], NOW)).toBeNull();
  });

  it('gives only the parts of the services held, and the services with no trace of use', () => {
    const view = dashboardView(
      EMPLOYABILITY,
      {
        appointments: { kind: 'ok', data: [appointment(4, '2026-11-20T12:00:00Z')] },
        cv: { cv: 'none', lastSaved: null },
        courses: { kind: 'ok', data: { allowance: { year: 2026, limit: 2, used: 1, remaining: 1 }, enrolments: [{ courseId: 'x', title: 'Excel', enrolledAt: '2026-03-02T13:00:00Z' }] } },
      },
      NOW,
    );
    expect(view.appointment).toEqual({ kind: 'ok', data: null });
    expect(view.courses).toEqual({ kind: 'ok', data: { used: 1, limit: 2, remaining: 1, year: 2026, enrolments: [{ courseId: 'x', title: 'Excel', enrolledOn: '02/03/2026' }] } });
    expect(view.logos).toBeUndefined();
    expect(view.unused).toEqual(['cv', 'jobs', 'salary']);
  });

  it('a failed read fails its own part, and its service is not called unused', () => {
    const view = dashboardView(
      SELF_EMPLOYED,
      {
        appointments: { kind: 'timeout' },
        courses: { kind: 'ok', data: { allowance: { year: 2026, limit: 2, used: 0, remaining: 2 }, enrolments: [] } },
        logos: { kind: 'ok', data: [{ createdAt: '2026-10-01T12:00:00Z' }, { createdAt: '2026-11-01T12:00:00Z' }] },
      },
      NOW,
    );
    expect(view.appointment).toEqual({ kind: 'failed' });
    expect(view.logos).toEqual({ kind: 'ok', data: { count: 2, latestOn: '01/11/2026' } });
    expect(view.unused).toEqual(['courses']);
  });
});
