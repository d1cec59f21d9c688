/** @jest-environment node */
import type { Occupation } from './types';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/jobs/insurer', () => ({ searchOffers: jest.fn() }));
jest.mock('@/lib/courses/insurer', () => ({ searchCourses: jest.fn() }));
jest.mock('@/lib/jobs/load', () => ({ insurerSearchRequest: jest.fn(async (filters: { q: string }) => ({ keyword: filters.q })) }));

const WAITERS: Occupation = { id: '5134', category: 'Alimentação, hotelaria e turismo', description: 'Garçons, barmen, copeiros e sommeliers', titles: ['Garçom', 'Garçonete'] };
const offers = (total: number) => ({ kind: 'ok', data: { total, offers: [] } });
const COURSE = { id: 'c1', title: 'Atendimento ao cliente na prática' };

/** A fresh module each test: the kept answers live in it. */
function load() {
  let mocks!: { searchOffers: jest.Mock; searchCourses: jest.Mock };
  let related!: typeof import('./related');
  jest.isolateModules(() => {
    mocks = { searchOffers: jest.requireMock('@/lib/jobs/insurer').searchOffers, searchCourses: jest.requireMock('@/lib/courses/insurer').searchCourses };
    related = jest.requireActual('./related');
  });
  return { ...mocks, ...related };
}

describe("the comparator's related offers and courses", () => {
  afterEach(() => jest.useRealTimers());

  it("tries the family's titles until one finds offers, and the next page of the same family and state asks no partner", async () => {
    const { searchOffers, relatedJobs } = load();
    searchOffers.mockResolvedValueOnce(offers(0)).mockResolvedValueOnce(offers(7));
    const view = await relatedJobs('jwt-1', WAITERS, 'PE');
    expect(view).toMatchObject({ keyword: 'Garçonete', total: 7 });
    expect(searchOffers).toHaveBeenCalledTimes(2);
    expect(await relatedJobs('jwt-2', WAITERS, 'PE')).toEqual(view);
    expect(searchOffers).toHaveBeenCalledTimes(2);
    searchOffers.mockResolvedValue(offers(3));
    expect(await relatedJobs('jwt-2', WAITERS, 'SP')).toMatchObject({ keyword: 'Garçom', total: 3 });
  });

  it('asks again after RELATED_KEPT_MS, and at once after a failure (none found is an answer, kept)', async () => {
    jest.useFakeTimers({ now: 0 });
    const { searchOffers, relatedJobs, RELATED_KEPT_MS } = load();
    searchOffers.mockResolvedValueOnce({ kind: 'unavailable' });
    expect(await relatedJobs('jwt', WAITERS, 'PE')).toEqual({ keyword: null });
    searchOffers.mockResolvedValue(offers(0));
    expect(await relatedJobs('jwt', WAITERS, 'PE')).toEqual({ keyword: null });
    expect(searchOffers).toHaveBeenCalledTimes(1 + 2);
    await relatedJobs('jwt', WAITERS, 'PE');
    expect(searchOffers).toHaveBeenCalledTimes(3);
    jest.setSystemTime(RELATED_KEPT_MS);
    searchOffers.mockResolvedValue(offers(2));
    expect(await relatedJobs('jwt', WAITERS, 'PE')).toMatchObject({ keyword: 'Garçom', total: 2 });
  });

  it("keeps a topic's courses, but not a failed search", async () => {
    const { searchCourses, relatedCourses } = load();
    searchCourses.mockResolvedValueOnce({ kind: 'unavailable' });
    expect(await relatedCourses('jwt', WAITERS)).toBeNull();
    searchCourses.mockResolvedValue({ kind: 'ok', data: { courses: [COURSE], total: 1, page: 1, pages: 1 } });
    const view = await relatedCourses('jwt', WAITERS);
    expect(view).toMatchObject({ topic: 'Atendimento ao cliente', courses: [{ id: 'c1', title: COURSE.title }] });
    expect(await relatedCourses('jwt', WAITERS)).toEqual(view);
    expect(searchCourses).toHaveBeenCalledTimes(2);
  });
});
