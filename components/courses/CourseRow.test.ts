import type { Course } from '@/lib/courses/catalogue';
import { courseOfRow, rowOfCourse } from './CourseCard';

const COURSE: Course = {
  id: 'power-bi',
  title: 'Power BI na prática',
  description: 'Painéis e relatórios a partir de planilhas.',
  provider: 'Fundação Saber Aberto',
  category: 'ciencia-de-dados',
  level: 'intermediario',
  hours: 12,
  language: 'espanhol',
};

describe('a course card as a row (the flight data of the catalogue)', () => {
  it('gives back the same course, enrolled or not, with or without an institution', () => {
    expect(courseOfRow(rowOfCourse(COURSE, false))).toEqual(COURSE);
    expect(courseOfRow(rowOfCourse(COURSE, true))).toEqual({ ...COURSE, enrolled: true });
    expect(courseOfRow(rowOfCourse({ ...COURSE, provider: '' }, false))).toEqual({ ...COURSE, provider: '' });
  });

  it('carries no names nor texts the page sends once, and marks an enrolment only when there is one', () => {
    const row = rowOfCourse(COURSE, false);
    expect(JSON.stringify(row)).toBe('["power-bi","Power BI na prática","Painéis e relatórios a partir de planilhas.","Fundação Saber Aberto",3,1,12,2]');
    expect(rowOfCourse({ ...COURSE, provider: '' }, false)[3]).toBeNull();
    expect(rowOfCourse(COURSE, true)).toHaveLength(9);
  });
});
