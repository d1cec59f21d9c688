/** @jest-environment node */
import { SALARY_LEVELS, UF_CODES } from './contract/regions.ts';
import { OCCUPATION_CATEGORIES, OCCUPATIONS } from './content/occupations.ts';
import {
  FIGURE_KEYS,
  LEVEL_RULES,
  NATIONAL,
  SALARY_FLOOR,
  STATE_RULES,
  occupationSize,
  salaryFigures,
} from './content/salary-reference.ts';

const analysts = { id: '2124', base: 8200 };
const domestic = { id: '5121', base: 1650 };

describe('the occupations', () => {
  test('273 CBO families, each id a unique 4-digit code, grouped by category', () => {
    expect(OCCUPATIONS).toHaveLength(273);
    expect(new Set(OCCUPATIONS.map((o) => o.id)).size).toBe(273);
    expect(OCCUPATIONS.every((o) => /^\d{4}$/.test(o.id) && o.description.length > 3 && o.base >= SALARY_FLOOR)).toBe(true);
    const categories = OCCUPATION_CATEGORIES.map((group) => group.category);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(OCCUPATIONS.find((o) => o.id === '2124')).toEqual({
      id: '2124',
      value: 'Tecnologia da informação',
      description: 'Analistas de tecnologia da informação',
      base: 8200,
    });
  });
});

describe('the salary rule', () => {
  test('the state shares of formal jobs add up to 100%, for the 27 UFs', () => {
    expect(Object.keys(STATE_RULES).sort()).toEqual([...UF_CODES].sort());
    expect(Object.values(STATE_RULES).reduce((sum, rule) => sum + rule.share, 0)).toBeCloseTo(100, 6);
    expect(Object.values(LEVEL_RULES).reduce((sum, rule) => sum + rule.share, 0)).toBeCloseTo(1, 6);
  });

  test('median = base × state factor × level factor, percentiles from the level spread, rounded to R$ 10', () => {
    // 8200 × 1.18 = 9676 → 9680; × 0.8 = 7740.8 → 7740; × 1.27 = 12288.52 → 12290.
    expect(salaryFigures(analysts, 'SP', 'pleno')).toMatchObject({ p25: 7740, median: 9680, p75: 12290 });
    // 8200 × 1.18 × 1.42 = 13739.92 → 13740; × 0.76 → 10442.3 → 10440; × 1.36 → 18686.3 → 18690.
    expect(salaryFigures(analysts, 'SP', 'senior')).toMatchObject({ p25: 10440, median: 13740, p75: 18690 });
    // The country has factor 1: 8200 × 0.72 = 5904 → 5900; × 0.85 → 5018.4 → 5020; × 1.18 → 6966.7 → 6970.
    expect(salaryFigures(analysts, NATIONAL, 'junior')).toMatchObject({ p25: 5020, median: 5900, p75: 6970 });
  });

  test('no figure below the floor (the 2026 minimum wage): a median too low is lifted so the 25th percentile is the floor', () => {
    // 1650 × 0.81 × 0.72 = 962.28 → lifted to 1621 / 0.85 = 1907.06: p25 1621, median 1910, p75 1907.06 × 1.18 → 2250.
    expect(salaryFigures(domestic, 'MA', 'junior')).toMatchObject({ p25: SALARY_FLOOR, median: 1910, p75: 2250 });
    // 1650 × 0.8 = 1320 < 1621 → median 1621 / 0.8 = 2026.25: p25 1621, median 2030, p75 2573.3 → 2570.
    expect(salaryFigures(domestic, NATIONAL, 'pleno')).toMatchObject({ p25: SALARY_FLOOR, median: 2030, p75: 2570 });
    const wrong = OCCUPATIONS.flatMap((occupation) =>
      FIGURE_KEYS.filter(({ region, level }) => {
        const { p25, median, p75, records } = salaryFigures(occupation, region, level);
        const ordered = SALARY_FLOOR <= p25 && p25 <= median && median <= p75;
        return !ordered || [p25, median, p75].some((value) => value % 10 !== 0 && value !== SALARY_FLOOR) || !Number.isInteger(records) || records < 1;
      }).map(({ region, level }) => `${occupation.id}/${region}/${level}`),
    );
    expect(wrong).toEqual([]);
  });

  test('levels climb: junior < pleno < senior medians, unless the floor holds them', () => {
    for (const uf of ['SP', 'BA', 'RR'] as const) {
      const [junior, pleno, senior] = SALARY_LEVELS.map((level) => salaryFigures(analysts, uf, level).median);
      expect(junior! < pleno! && pleno! < senior!).toBe(true);
    }
  });

  test("the records: the occupation's size × the state's share × the level's share; the country's is the states' sum", () => {
    const size = occupationSize('2124');
    expect(size).toBeGreaterThanOrEqual(500);
    expect(size).toBeLessThanOrEqual(20_000);
    expect(salaryFigures(analysts, 'SP', 'pleno').records).toBe(Math.round((size * 28.5 * 0.38) / 100));
    for (const level of SALARY_LEVELS) {
      const states = UF_CODES.reduce((sum, uf) => sum + salaryFigures(analysts, uf, level).records, 0);
      expect(salaryFigures(analysts, NATIONAL, level).records).toBe(states);
    }
  });

  test('deterministic: the same inputs give the same figures, and sizes differ between occupations', () => {
    expect(salaryFigures(analysts, 'RS', 'pleno')).toEqual(salaryFigures({ ...analysts }, 'RS', 'pleno'));
    expect(new Set(OCCUPATIONS.map((o) => occupationSize(o.id))).size).toBeGreaterThan(250);
  });
});
