import { OCCUPATIONS } from '@/sandbox/content/occupations';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { familyOfTitle, levelOfTitle } from './title-family';

/** The sandbox partner's whole list as the portal reads it (category = the wire's `value`), with each family's job titles. */
const occupations = OCCUPATIONS.map(({ id, value, description }) => ({ id, category: value, description, titles: [...(OCCUPATION_TITLES[id] ?? [])] }));

/**
 * Offer titles as Brazilian job boards publish them (levels, specialities, requirements in the
 * title), each with the CBO family a person would file it under. Not tuned to the index: a title
 * the index cannot place counts against the score.
 */
const EVALUATION: readonly [title: string, family: string][] = [
  ['Desenvolvedor Front-end Pleno', '2124'],
  ['Desenvolvedor Back-end Java Sênior', '2124'],
  ['Desenvolvedor Full Stack Node.js', '2124'],
  ['Desenvolvedor Mobile Flutter', '2124'],
  ['Analista de Dados Júnior', '2124'],
  ['Analista de Suporte Técnico', '2124'],
  ['Analista de Sistemas ERP', '2124'],
  ['Estagiário de Tecnologia da Informação', '3171'],
  ['Designer UX/UI', '2124'],
  ['Técnico de Suporte N1', '3172'],
  ['Cientista de Dados Sênior', '2112'],
  ['Engenheiro de Software Pleno', '2122'],
  ['Assistente Administrativo', '4110'],
  ['Auxiliar Administrativo - Jovem Aprendiz', '4110'],
  ['Recepcionista', '4221'],
  ['Recepcionista de Clínica', '4221'],
  ['Operador de Telemarketing Ativo', '4223'],
  ['Atendente de Call Center - Home Office', '4223'],
  ['Atendente de Loja', '5211'],
  ['Vendedor Externo', '3541'],
  ['Vendedora de Loja de Shopping', '5211'],
  ['Representante Comercial Autônomo', '3547'],
  ['Operador de Caixa', '4211'],
  ['Operadora de Caixa - Supermercado', '4211'],
  ['Promotor de Vendas', '5211'],
  ['Repositor de Mercadorias', '5211'],
  ['Técnico de Enfermagem', '3222'],
  ['Técnico de Enfermagem UTI - Plantão Noturno', '3222'],
  ['Enfermeiro', '2235'],
  ['Enfermeira Obstetra', '2235'],
  ['Farmacêutico Responsável Técnico', '2234'],
  ['Cuidador de Idosos', '5162'],
  ['Professor de Inglês', '3331'],
  ['Professor de Matemática', '2313'],
  ['Professora de Educação Infantil', '2311'],
  ['Motorista de Caminhão', '7825'],
  ['Motorista Carreteiro - CNH E', '7825'],
  ['Motorista Entregador', '7823'],
  ['Motorista de Ônibus Urbano', '7824'],
  ['Auxiliar de Logística', '4141'],
  ['Operador de Empilhadeira', '7822'],
  ['Conferente de Carga e Descarga', '4142'],
  ['Eletricista de Manutenção Industrial', '9511'],
  ['Eletricista Predial', '7156'],
  ['Pedreiro', '7152'],
  ['Servente de Obras', '7170'],
  ['Engenheiro Civil', '2142'],
  ['Engenheiro Civil de Obras', '2142'],
  ['Cozinheiro', '5132'],
  ['Auxiliar de Cozinha', '5132'],
  ['Garçom', '5134'],
  ['Garçonete - Restaurante Japonês', '5134'],
  ['Barista', '5134'],
  ['Confeiteiro', '8483'],
  ['Padeiro', '8483'],
  ['Açougueiro', '8485'],
  ['Operador de Produção', '7841'],
  ['Soldador MIG/MAG', '7243'],
  ['Técnico em Segurança do Trabalho', '3516'],
  ['Analista Financeiro', '2525'],
  ['Assistente Contábil', '4131'],
  ['Analista de Crédito e Cobrança', '2525'],
  ['Contador Sênior', '2522'],
  ['Analista de Marketing Digital', '2531'],
  ['Social Media', '2531'],
  ['Redator Publicitário', '2615'],
  ['Designer Gráfico', '2624'],
  ['Analista de Recursos Humanos', '2524'],
  ['Assistente de Departamento Pessoal', '4110'],
  ['Auxiliar de Limpeza', '5142'],
  ['Auxiliar de Serviços Gerais', '5142'],
  ['Porteiro', '5174'],
  ['Porteiro Noturno 12x36', '5174'],
  ['Vigilante Patrimonial', '5173'],
  ['Jardineiro', '6220'],
  ['Cabeleireiro', '5161'],
  ['Manicure e Pedicure', '5161'],
  ['Personal Trainer', '2241'],
  ['Mecânico de Automóveis', '9144'],
  ['Técnico em Refrigeração', '9112'],
  ['Corretor de Imóveis', '3546'],
  ['Gerente de Loja', '1414'],
  ['Advogado Trabalhista', '2410'],
  ['Nutricionista Clínica', '2237'],
  ['Fisioterapeuta', '2236'],
  ['Psicóloga Organizacional', '2515'],
  ['Costureira', '7630'],
  ['Estoquista', '4141'],
];

describe('the family of a job offer, from its title', () => {
  it('files at least 90 % of the evaluation set right, and a wrong family is rarer than none', () => {
    expect(EVALUATION.length).toBeGreaterThanOrEqual(60);
    const outcomes = EVALUATION.map(([title, family]) => {
      const match = familyOfTitle(occupations, title);
      return { title, family, found: match.kind === 'match' ? match.occupation.id : null };
    });
    const right = outcomes.filter((each) => each.found === each.family);
    const wrong = outcomes.filter((each) => each.found !== null && each.found !== each.family);
    const none = outcomes.filter((each) => each.found === null);
    const score = right.length / outcomes.length;
    // The score is part of the test's output: CI logs show it beside the result.
    console.info(
      `Title → family: ${right.length}/${outcomes.length} right (${(score * 100).toFixed(1)} %), ${wrong.length} wrong, ${none.length} without a family`,
      [...wrong.map((each) => `wrong: "${each.title}" → ${each.found} (expected ${each.family})`), ...none.map((each) => `none: "${each.title}"`)].join('\n'),
    );
    expect(score).toBeGreaterThanOrEqual(0.9);
    expect(wrong.length).toBeLessThan(Math.max(none.length, 1));
  });

  it('prefers the title of the index with the most words in the offer', () => {
    expect(familyOfTitle(occupations, 'Motorista de Caminhão Truck')).toMatchObject({ kind: 'match', occupation: { id: '7825' }, matched: 'Motorista de caminhão' });
    expect(familyOfTitle(occupations, 'Motorista')).toMatchObject({ kind: 'match', occupation: { id: '7823' } });
  });

  it('gives no family when no title of the index is in the offer, or when the best ones name different families', () => {
    expect(familyOfTitle(occupations, 'Vaga para Ninja de Growth')).toEqual({ kind: 'none' });
    expect(familyOfTitle(occupations, '')).toEqual({ kind: 'none' });
    // 'Analista de suporte' (2124) and 'Suporte técnico' (3172): both two words.
    expect(familyOfTitle(occupations, 'Suporte Técnico e Analista de Suporte')).toEqual({ kind: 'none' });
  });

  it('reads each list on its own: a refreshed list is matched by its own titles, not the last one\'s', () => {
    const drivers = occupations.filter((each) => each.id === '7825');
    expect(familyOfTitle(occupations, 'Motorista')).toMatchObject({ kind: 'match', occupation: { id: '7823' } });
    expect(familyOfTitle(drivers, 'Motorista de Caminhão')).toMatchObject({ kind: 'match', occupation: { id: '7825' } });
    expect(familyOfTitle(drivers, 'Motorista')).toEqual({ kind: 'none' });
    expect(familyOfTitle(occupations, 'Motorista')).toMatchObject({ kind: 'match', occupation: { id: '7823' } });
  });

  it('reads the level an offer names, or none', () => {
    expect(levelOfTitle('Desenvolvedor Back-end Java Sênior')).toBe('senior');
    expect(levelOfTitle('Analista de Dados Jr.')).toBe('junior');
    expect(levelOfTitle('Desenvolvedor Front-end Pleno')).toBe('pleno');
    expect(levelOfTitle('Garçom')).toBeNull();
  });
});
