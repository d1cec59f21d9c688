import type { ApiError } from '@/lib/bff/protocol';
import { slotFailure } from './slot-failure';

const failed = (status: number, error: ApiError) => ({ ok: false as const, status, error });

describe('slotFailure', () => {
  it('leaves connection errors and a session that is over to useBffCall', () => {
    expect(slotFailure(failed(0, { error: 'upstream', message: '' }), ['start'])).toBeNull();
    expect(slotFailure(failed(504, { error: 'timeout', message: '' }), ['start'])).toBeNull();
    expect(slotFailure(failed(401, { error: 'unauthorized', message: 'Sua sessão expirou.' }), ['start'])).toBeNull();
  });

  it("puts a 422 on the form's own fields, else in the dialog", () => {
    const invalid = failed(422, { error: 'validation', message: 'm', fields: { start: 'Escolha um horário.', other: 'x' } });
    expect(slotFailure(invalid, ['start', 'note'])).toEqual({ kind: 'invalid', fields: [['start', 'Escolha um horário.']] });
    expect(slotFailure(failed(422, { error: 'validation', message: 'm', fields: { service: 'x' } }), ['start'])).toMatchObject({ kind: 'refused', message: 'm' });
  });

  it("a slot just taken is titled and stale; a lock is stale only; a service that is no longer the customer's refreshes the page", () => {
    expect(slotFailure(failed(400, { error: 'business', code: '101', message: 'Esse horário acabou de ser reservado.' }), ['start'])).toEqual({
      kind: 'refused',
      message: 'Esse horário acabou de ser reservado.',
      slot: true,
      stale: true,
      gone: false,
    });
    expect(slotFailure(failed(400, { error: 'business', code: '106', message: 'm' }), ['start'])).toMatchObject({ slot: false, stale: true, gone: false });
    expect(slotFailure(failed(403, { error: 'forbidden', code: 'SERVICE_NOT_INCLUDED', message: 'm' }), ['start'])).toMatchObject({ slot: false, stale: false, gone: true });
  });
});
