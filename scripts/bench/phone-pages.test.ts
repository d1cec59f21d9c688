/** @jest-environment node */
import { firstCoursePath, missedPhoneTargets } from '@/scripts/bench/phone-pages.mjs';

const page = (figures: Partial<{ performance: number; lcp: number; tbt: number; cls: number; scriptBytes: number }>) => ({ performance: 95, lcp: 2500, tbt: 200, cls: 0.1, scriptBytes: 200_000, ...figures });
const bare = { scriptBytes: 140_000 };

describe('the phone section of npm run bench', () => {
  it('meets every target at its limit, and names each one missed', () => {
    expect(missedPhoneTargets(page({}), bare)).toEqual([]);
    expect(missedPhoneTargets(page({ performance: 94, lcp: 2501, tbt: 201, cls: 0.11, scriptBytes: 200_001 }), bare)).toEqual([
      'performance 94 < 95',
      'LCP 2501 ms > 2500 ms',
      'TBT 201 ms > 200 ms',
      'CLS 0.11 > 0.1',
      "script 60.0 kB over the bare page's > 60 kB",
    ]);
    // A figure Lighthouse did not give is a miss, never a pass.
    expect(missedPhoneTargets(page({ scriptBytes: Number.NaN }), bare)).toHaveLength(1);
  });

  it('finds the first course page linked from the catalogue', () => {
    expect(firstCoursePath('<a href="/auth/inicio-fazer-cursos?pagina=2">2</a><a href="/auth/inicio-fazer-cursos/curso/python-101">Python</a>')).toBe('/auth/inicio-fazer-cursos/curso/python-101');
    expect(firstCoursePath('<p>nenhum curso</p>')).toBeNull();
  });
});
