/** @jest-environment node */
import { firstCoursePath, missedPhoneTargets } from '@/scripts/bench/phone-pages.mjs';

const page = (figures: Partial<{ performance: number; lcp: number; tbt: number; cls: number }>) => ({ performance: 95, lcp: 2500, tbt: 200, cls: 0.1, scriptBytes: 200_000, ...figures });

describe('the phone section of npm run bench', () => {
  it('meets every target at its limit, and names each one missed', () => {
    expect(missedPhoneTargets(page({}))).toEqual([]);
    expect(missedPhoneTargets(page({ performance: 94, lcp: 2501, tbt: 201, cls: 0.11 }))).toEqual([
      'performance 94 < 95',
      'LCP 2501 ms > 2500 ms',
      'TBT 201 ms > 200 ms',
      'CLS 0.11 > 0.1',
    ]);
  });

  it('finds the first course page linked from the catalogue', () => {
    expect(firstCoursePath('<a href="/auth/inicio-fazer-cursos?pagina=2">2</a><a href="/auth/inicio-fazer-cursos/curso/python-101">Python</a>')).toBe('/auth/inicio-fazer-cursos/curso/python-101');
    expect(firstCoursePath('<p>nenhum curso</p>')).toBeNull();
  });
});
