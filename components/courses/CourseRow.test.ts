import { courseOfRow, rowOfCourse, type CourseCardView } from './CourseCard';

const COURSE: CourseCardView = {
  id: 'power-bi',
  title: 'Power BI na prática',
  description: 'Painéis e relatórios a partir de planilhas.',
  provider: 'Oferecido por Fundação Saber Aberto',
  category: 'Ciência de dados',
  level: 'Iniciante',
  hours: '12 horas',
  language: 'Português',
};

describe('a course card as a row (the flight data of the catalogue)', () => {
  it('gives back the same view, enrolled or not, with or without an institution', () => {
    for (const course of [COURSE, { ...COURSE, enrolled: true as const }, { ...COURSE, provider: null }]) {
      expect(courseOfRow(rowOfCourse(course))).toEqual(course);
    }
  });

  it('carries no names, and marks an enrolment only when there is one', () => {
    expect(JSON.stringify(rowOfCourse(COURSE))).not.toContain('description');
    expect(rowOfCourse(COURSE)).toHaveLength(8);
    expect(rowOfCourse({ ...COURSE, enrolled: true })).toHaveLength(9);
  });
});
