import { translate } from '@/lib/bff/messages';
import { jobOfferIdSchema, parseJobSearch } from './jobs';

const message = (key: string | undefined) => (key ? translate(key) : undefined);

describe('parseJobSearch', () => {
  test('no parameters: no filter, page 1', () => {
    expect(parseJobSearch({})).toEqual({ ok: true, filters: { modalidade: [], contrato: [], pagina: 1 } });
  });

  test('blank fields of the GET form are no filter', () => {
    expect(parseJobSearch({ q: '  ', uf: '', cidade: '', ordem: '', pagina: '', modalidade: '' })).toEqual({
      ok: true,
      filters: { modalidade: [], contrato: [], pagina: 1 },
    });
  });

  test('reads every filter: trimmed keyword, state in any case, city spaces collapsed, repeated checkboxes in a fixed order', () => {
    expect(
      parseJobSearch({
        q: '  Técnico de manutenção ',
        uf: 'sp',
        cidade: ' São   José dos Campos ',
        modalidade: ['presencial', 'remoto', 'remoto'],
        contrato: 'clt',
        ordem: 'recentes',
        pagina: '3',
      }),
    ).toEqual({
      ok: true,
      filters: {
        q: 'Técnico de manutenção',
        uf: 'SP',
        cidade: 'São José dos Campos',
        modalidade: ['remoto', 'presencial'],
        contrato: ['clt'],
        ordem: 'recentes',
        pagina: 3,
      },
    });
  });

  test('a parameter given twice counts once (the first); other parameters, like the survey’s, are ignored', () => {
    expect(parseJobSearch({ q: ['vendedor', 'motorista'], serviceName: 'procurar-emprego' })).toEqual({
      ok: true,
      filters: { q: 'vendedor', modalidade: [], contrato: [], pagina: 1 },
    });
  });

  test.each([
    [{ q: 'a'.repeat(2000) }, 'q', 'A palavra-chave pode ter no máximo 100 caracteres.'],
    [{ q: '"*()' }, 'q', 'Digite ao menos uma letra ou um número na palavra-chave.'],
    [{ uf: 'XX' }, 'uf', 'Estado desconhecido: escolha um estado da lista.'],
    [{ uf: 'São Paulo' }, 'uf', 'Estado desconhecido: escolha um estado da lista.'],
    [{ cidade: 'c'.repeat(61) }, 'cidade', 'O nome da cidade pode ter no máximo 60 caracteres.'],
    [{ cidade: '<script>' }, 'cidade', 'Digite só o nome da cidade, sem números ou símbolos.'],
    [{ cidade: 'Campinas 2' }, 'cidade', 'Digite só o nome da cidade, sem números ou símbolos.'],
    [{ modalidade: ['remoto', 'lunar'] }, 'modalidade', 'Modalidade desconhecida: escolha remoto, híbrido ou presencial.'],
    [{ contrato: 'CLT' }, 'contrato', 'Tipo de contrato desconhecido: escolha CLT, PJ, estágio ou temporário.'],
    [{ ordem: 'salario' }, 'ordem', 'Ordem desconhecida: escolha mais relevantes ou mais recentes.'],
    [{ pagina: 'abc' }, 'pagina', 'O número da página deve ser um número inteiro a partir de 1.'],
    [{ pagina: '0' }, 'pagina', 'O número da página deve ser um número inteiro a partir de 1.'],
    [{ pagina: '2.5' }, 'pagina', 'O número da página deve ser um número inteiro a partir de 1.'],
    [{ pagina: '1001' }, 'pagina', 'A busca mostra no máximo 1.000 páginas.'],
  ])('%j is refused on %s with a pt-BR message', (params, field, text) => {
    const parsed = parseJobSearch(params);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fields)).toEqual([field]);
    expect(message(parsed.fields[field as keyof typeof parsed.fields])).toBe(text);
  });

  test('a refused search keeps what the URL said, to show it back', () => {
    const parsed = parseJobSearch({ q: 'vendedor', uf: 'XX', modalidade: ['remoto', 'lunar'], serviceName: 'x' });
    expect(parsed).toEqual({
      ok: false,
      fields: { uf: 'Jobs.validation.stateUnknown', modalidade: 'Jobs.validation.modeUnknown' },
      raw: { q: 'vendedor', uf: 'XX', modalidade: ['remoto', 'lunar'] },
    });
  });

  test('accented city names with apostrophes and hyphens are fine', () => {
    for (const cidade of ['Santa Bárbara d’Oeste', "Pingo-d'Água", 'Embu-Guaçu', 'Bom Jesus da Lapa']) {
      expect(parseJobSearch({ cidade }).ok).toBe(true);
    }
  });
});

describe('jobOfferIdSchema', () => {
  test.each(['1', '640', '999999999'])('%s is an offer id', (id) => {
    expect(jobOfferIdSchema.parse(id)).toBe(Number(id));
  });
  test.each(['0', '01', '-1', '1.5', 'abc', '1e3', '1000000000', ''])('%j is not', (id) => {
    expect(jobOfferIdSchema.safeParse(id).success).toBe(false);
  });
});
