import type { Occupation } from '@/lib/salary/types';
import { keywordForms, keywordFormsOf, vacancyKeyword } from './keyword-forms';
import { JOB_LIMITS } from './vocabulary';

const occupations: Occupation[] = [
  { id: '5211', category: 'Comércio', description: 'Operadores do comércio em lojas e mercados', titles: ['Vendedor', 'Vendedora', 'Promotor de vendas'] },
  { id: '2235', category: 'Saúde', description: 'Enfermeiros', titles: ['Enfermeiro', 'Enfermeira'] },
  { id: '3222', category: 'Saúde', description: 'Técnicos e auxiliares de enfermagem', titles: ['Técnico de enfermagem', 'Técnica de enfermagem'] },
  { id: '2321', category: 'Educação', description: 'Professores do ensino médio', titles: ['Professor de física', 'Professor de inglês'] },
  { id: '2233', category: 'Saúde', description: 'Educadores físicos', titles: ['Educador físico'] },
  { id: '4211', category: 'Comércio', description: 'Caixas', titles: ['Operador de caixa'] },
];
const forms = keywordForms(occupations);

test.each([
  ['vendedora', 'vendedor'],
  ['VENDEDORAS', 'vendedor'],
  ['vendedores', 'vendedor'],
  ['enfermeira', 'enfermeiro'],
  ['Técnica de Enfermagem', 'técnico de enfermagem'],
  ['professora de ingles', 'professor de inglês'],
  // a field after the job keeps its gender: physics is not a physicist
  ['professora de fisica', 'professor de física'],
  ['fisico', 'físico'],
  ['operadora de caixas', 'operador de caixa'],
  // words the index does not know go as typed, and so does everything between words
  ['java front-end', 'java front-end'],
  ['C++ 12x36', 'C++ 12x36'],
  ['', ''],
])('%j → %j', (typed, sent) => {
  expect(vacancyKeyword(forms, typed)).toBe(sent);
});

test('a keyword the forms would make longer than the partner accepts goes as typed', () => {
  const typed = Array.from({ length: 20 }, () => 'caix').join(' ');
  expect(typed.length).toBeLessThanOrEqual(JOB_LIMITS.keywordMax);
  expect(vacancyKeyword(forms, 'caix')).toBe('caixa');
  expect(vacancyKeyword(forms, typed)).toBe(typed);
});

test('the forms are built once per occupation list', () => {
  expect(keywordFormsOf(occupations)).toBe(keywordFormsOf(occupations));
  expect(keywordFormsOf([...occupations])).not.toBe(keywordFormsOf(occupations));
});
