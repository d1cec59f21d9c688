import { OCCUPATIONS } from '@/sandbox/content/occupations';
import { OCCUPATION_TITLES } from '@/sandbox/content/occupation-titles';
import { filterGroups, groupOccupations, normalizeSearch, packTitles, unpackTitles } from './occupation-search';

/** The sandbox partner's whole list, as the portal reads it (category = the wire's `value`) and its titles as the BFF sends them. */
const occupations = OCCUPATIONS.map(({ id, value, description }) => ({ id, category: value, description, titles: [...(OCCUPATION_TITLES[id] ?? [])] }));
const groups = groupOccupations(occupations);
const titles = unpackTitles(packTitles(occupations));
const offered = (query: string) => filterGroups(groups, query, titles).flatMap((group) => group.options);

/** What people type, as they type it, and the family it must offer (at least 50). */
const TYPED: readonly [typed: string, family: string][] = [
  ['desenvolvedor', '2124'], ['desenvolvedora', '2124'], ['software', '2124'], ['analista de sistemas', '2124'], ['programador', '2124'],
  ['desenvolvedor front-end', '2124'], ['analista de dados', '2124'], ['engenheiro de software', '2122'], ['suporte tecnico', '3172'], ['cientista de dados', '2112'],
  ['garçom', '5134'], ['garcom', '5134'], ['garçonete', '5134'], ['barista', '5134'], ['cozinheira', '5132'],
  ['auxiliar de cozinha', '5132'], ['atendente de lanchonete', '5135'], ['padeiro', '8483'], ['acougueiro', '8485'], ['camareira', '5133'],
  ['vendedor', '5211'], ['vendedora', '5211'], ['repositor', '5211'], ['operador de caixa', '4211'], ['caixa', '4211'],
  ['auxiliar administrativo', '4110'], ['assistente administrativo', '4110'], ['recepcionista', '4221'], ['operador de telemarketing', '4223'], ['atendente de call center', '4223'],
  ['motorista', '7823'], ['motorista de caminhão', '7825'], ['motoboy', '5191'], ['entregador', '5191'], ['operador de empilhadeira', '7822'],
  ['estoquista', '4141'], ['auxiliar de logistica', '4141'], ['conferente', '4142'], ['ajudante geral', '7832'], ['auxiliar de produção', '7841'],
  ['pedreiro', '7152'], ['servente de obras', '7170'], ['eletricista', '7156'], ['encanador', '7241'], ['pintor', '7166'],
  ['mecanico', '9144'], ['soldador', '7243'], ['técnico em refrigeração', '9112'], ['tecnico de enfermagem', '3222'], ['enfermeira', '2235'],
  ['medico', '2251'], ['dentista', '2232'], ['farmaceutico', '2234'], ['psicologa', '2515'], ['fisioterapeuta', '2236'],
  ['cuidador de idosos', '5162'], ['baba', '5162'], ['diarista', '5121'], ['auxiliar de limpeza', '5142'], ['porteiro', '5174'],
  ['vigilante', '5173'], ['cabeleireira', '5161'], ['manicure', '5161'], ['barbeiro', '5161'], ['professor de ingles', '3331'],
  ['professora de educação infantil', '2311'], ['pedagoga', '2312'], ['contador', '2522'], ['auxiliar contabil', '4131'], ['analista financeiro', '2525'],
  ['analista de rh', '2524'], ['recrutador', '2524'], ['advogado', '2410'], ['analista de marketing', '2531'], ['social media', '2531'],
  ['designer grafico', '2624'], ['corretor de imoveis', '3546'], ['gerente de loja', '1414'], ['jornalista', '2611'], ['engenheiro civil', '2142'],
];

describe('job titles find their occupation family', () => {
  it.each(TYPED)('"%s" offers family %s', (typed, family) => {
    const option = offered(typed).find((each) => each.id === family);
    expect(option).toBeDefined();
    // Offered by its own name, or showing the title that matched.
    if (option!.title) expect(normalizeSearch(option!.title)).toContain(normalizeSearch(typed).split(' ')[0]!.slice(0, 4));
  });

  it('covers the job titles most posted in Brazil: at least 200 titles, each in one family only, each finding it', () => {
    const all = Object.entries(OCCUPATION_TITLES).flatMap(([family, list]) => list.map((title) => [family, title] as const));
    expect(all.length).toBeGreaterThanOrEqual(200);
    const families = new Set(OCCUPATIONS.map((occupation) => occupation.id));
    const seen = new Map<string, string>();
    for (const [family, title] of all) {
      expect(families.has(family)).toBe(true);
      const key = normalizeSearch(title);
      expect(seen.get(key) ?? family).toBe(family);
      seen.set(key, family);
      expect(offered(title).map((option) => option.id)).toContain(family);
    }
  });

  it('matches words from their start, never inside them: "fermeir" is not in "enfermeiros"', () => {
    expect(offered('fermeir')).toEqual([]);
    expect(offered('mei').map((option) => option.description)).toEqual(['Agentes da saúde e do meio ambiente']);
    expect(offered('garçom').map((option) => option.id)).toEqual(['5134']);
  });

  it('without the titles, finds what the family names say only (a partner that sends none)', () => {
    expect(filterGroups(groups, 'desenvolvedor').flatMap((group) => group.options)).toEqual([]);
    expect(filterGroups(groups, 'cozinheiros').flatMap((group) => group.options.map((option) => option.id))).toEqual(['5132']);
  });
});
