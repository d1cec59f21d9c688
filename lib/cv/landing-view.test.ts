import { cvLandingView } from './landing-view';

describe('cvLandingView (what the CV landing shows of the saved CV)', () => {
  it('could not be read: unknown, no date', () => {
    expect(cvLandingView({ kind: 'timeout' })).toEqual({ cv: 'unknown', lastSaved: null });
  });
  it('none saved yet', () => {
    expect(cvLandingView({ kind: 'ok', data: { cv: null, revision: 0, updatedAt: null } })).toEqual({ cv: 'none', lastSaved: null });
  });
  it('a saved CV: its last change in Brazil time', () => {
    const saved = cvLandingView({ kind: 'ok', data: { cv: {} as never, revision: 3, updatedAt: '2026-03-10T13:05:00Z' } });
    expect(saved).toEqual({ cv: 'saved', lastSaved: { date: '10/03/2026', time: '10:05' } });
  });
});
