import { placeText, salaryText } from './format';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

test('salaries: a range, one value, or not given', () => {
  const range = salaryText(3500, 4200);
  expect(range.kind === 'range' && [nbsp(range.min), nbsp(range.max)]).toEqual(['R$ 3.500', 'R$ 4.200']);
  const exact = salaryText(1800, 1800);
  expect(exact.kind === 'exact' && nbsp(exact.value)).toBe('R$ 1.800');
  const onlyMax = salaryText(null, 12000);
  expect(onlyMax.kind === 'exact' && nbsp(onlyMax.value)).toBe('R$ 12.000');
  expect(salaryText(null, null)).toEqual({ kind: 'unknown' });
});

test('place', () => {
  expect(placeText('Campinas', 'SP')).toBe('Campinas (SP)');
});
