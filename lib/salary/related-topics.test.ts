/** @jest-environment node */
import { OCCUPATIONS, OCCUPATION_CATEGORIES } from '@/sandbox/content/occupations';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { searchCourses } from '@/sandbox/course-search';
import { FINANCE_COURSES_QUERY } from '@/lib/config/service-links';
import { RELATED_COURSES } from './related';
import { CATEGORY_COURSE_TOPIC, jobKeywords } from './related-topics';

jest.mock('server-only', () => ({}));

describe("the comparator's suggestions from the other services", () => {
  it.each(OCCUPATION_CATEGORIES.map(({ category }) => category))('category "%s" has a course topic the partner finds courses of', (category) => {
    const topic = CATEGORY_COURSE_TOPIC[category];
    expect(topic).toBeDefined();
    expect(searchCourses({ q: topic!, page: 1, pageSize: 12 }).total).toBeGreaterThanOrEqual(RELATED_COURSES);
  });

  it('the financial guidance suggests a courses search that finds finance courses', () => {
    const found = searchCourses({ q: FINANCE_COURSES_QUERY, page: 1, pageSize: 12 });
    expect(found.total).toBeGreaterThan(0);
    for (const course of found.courses) expect(course.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/financ/);
  });

  it("searches offers by the family's broadest titles first, at most three", () => {
    const family = (id: string) => {
      const { description } = OCCUPATIONS.find((each) => each.id === id)!;
      return { description, titles: [...(OCCUPATION_TITLES[id] ?? [])] };
    };
    expect(jobKeywords(family('5134'))).toEqual(['Garçom', 'Garçonete', 'Barman']);
    expect(jobKeywords(family('7825'))).toEqual(['Caminhoneiro', 'Motorista de caminhão', 'Motorista carreteiro']);
    expect(jobKeywords({ description: 'Ofício sem títulos' })).toEqual(['Ofício sem títulos']);
  });
});
