import { foldText, type ContractType, type StateCode, type WorkMode } from '../contract/jobs.ts';
import { OCCUPATIONS, type Occupation } from './jobs-occupations.ts';

/**
 * The sandbox's job offers: OFFER_COUNT offers generated from a fixed seed (the same offers on
 * every run), across every state and the occupations of jobs-occupations.ts, posted within the
 * last POSTED_WITHIN_DAYS days of the sandbox clock so they always look fresh.
 */
export const OFFER_COUNT = 640;
export const POSTED_WITHIN_DAYS = 30;
export const PARTNER = { name: 'Vagas Parceiras', site: 'https://www.vagasparceiras.com.br' } as const;

export type SeedOffer = {
  id: number;
  title: string;
  company: string;
  occupation: string;
  city: string;
  state: StateCode;
  mode: WorkMode;
  contract: ContractType;
  salaryMin: number | null;
  salaryMax: number | null;
  postedAt: number;
  /** What the results list shows: the job and where it happens, in two sentences. */
  summary: string;
  description: string;
  activities: string[];
  requirements: string[];
  benefits: string[];
  applyUrl: string;
};

/** Cities with offers, by state; the weight is the state's share of the offers. */
const CITIES: Record<StateCode, { weight: number; cities: readonly string[] }> = {
  SP: { weight: 22, cities: ['São Paulo', 'Campinas', 'Santos', 'Ribeirão Preto', 'São José dos Campos', 'Sorocaba', 'Guarulhos'] },
  RJ: { weight: 10, cities: ['Rio de Janeiro', 'Niterói', 'Duque de Caxias', 'Petrópolis'] },
  MG: { weight: 10, cities: ['Belo Horizonte', 'Uberlândia', 'Contagem', 'Juiz de Fora'] },
  PR: { weight: 6, cities: ['Curitiba', 'Londrina', 'Maringá'] },
  RS: { weight: 6, cities: ['Porto Alegre', 'Caxias do Sul', 'Pelotas'] },
  SC: { weight: 5, cities: ['Florianópolis', 'Joinville', 'Blumenau'] },
  BA: { weight: 6, cities: ['Salvador', 'Feira de Santana', 'Vitória da Conquista'] },
  PE: { weight: 5, cities: ['Recife', 'Jaboatão dos Guararapes', 'Caruaru'] },
  CE: { weight: 4, cities: ['Fortaleza', 'Juazeiro do Norte'] },
  GO: { weight: 4, cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia'] },
  DF: { weight: 4, cities: ['Brasília'] },
  ES: { weight: 2, cities: ['Vitória', 'Vila Velha', 'Serra'] },
  PA: { weight: 2, cities: ['Belém', 'Ananindeua', 'Santarém'] },
  AM: { weight: 2, cities: ['Manaus'] },
  MA: { weight: 1, cities: ['São Luís', 'Imperatriz'] },
  MT: { weight: 1, cities: ['Cuiabá', 'Rondonópolis'] },
  MS: { weight: 1, cities: ['Campo Grande', 'Dourados'] },
  PB: { weight: 1, cities: ['João Pessoa', 'Campina Grande'] },
  RN: { weight: 1, cities: ['Natal', 'Mossoró'] },
  AL: { weight: 1, cities: ['Maceió'] },
  PI: { weight: 1, cities: ['Teresina'] },
  SE: { weight: 1, cities: ['Aracaju'] },
  RO: { weight: 1, cities: ['Porto Velho'] },
  TO: { weight: 1, cities: ['Palmas'] },
  AC: { weight: 1, cities: ['Rio Branco'] },
  AP: { weight: 1, cities: ['Macapá'] },
  RR: { weight: 1, cities: ['Boa Vista'] },
};

/** Fictional companies, by the categories they hire for (any company hires for 'Administração'). */
const COMPANIES: Record<string, readonly string[]> = {
  Tecnologia: ['Nuvem Azul Tecnologia', 'Código Certo Sistemas', 'Pixel Norte Digital', 'Banco Horizonte'],
  Administração: ['Grupo Aurora', 'Rede Bom Preço', 'Horizonte Seguros', 'Construtora Alicerce'],
  Atendimento: ['Conecta Contact Center', 'Horizonte Seguros', 'Clínica Viver Bem', 'Hotel Mirante'],
  'Vendas e Comércio': ['Rede Bom Preço', 'Moda Brasil Varejo', 'Distribuidora Sol Nascente', 'Casa & Lar Magazine'],
  Saúde: ['Hospital Santa Clara', 'Clínica Viver Bem', 'Farmácias Saúde Já', 'Lar Bem Cuidar'],
  Educação: ['Colégio Novo Saber', 'Escola de Idiomas Global Talk', 'Instituto Aprender Mais'],
  'Logística e Transporte': ['TransRota Logística', 'Expresso Cerrado', 'Distribuidora Sol Nascente'],
  'Construção e Manutenção': ['Construtora Alicerce', 'Manutec Serviços Industriais', 'Obra Fácil Reformas'],
  Alimentação: ['Restaurante Sabor da Terra', 'Padaria Pão Dourado', 'Rede Bom Preço', 'Cozinha Industrial Boa Mesa'],
  Indústria: ['Metalúrgica Aço Forte', 'Alimentos Vale Verde', 'Plásticos Progresso'],
  Finanças: ['Banco Horizonte', 'Contábil Parceria MEI', 'Cooperativa de Crédito União'],
  'Marketing e Comunicação': ['Agência Faísca', 'Pixel Norte Digital', 'Moda Brasil Varejo'],
  'Recursos Humanos': ['Grupo Aurora', 'Talentos RH Consultoria', 'Metalúrgica Aço Forte'],
  'Serviços Gerais': ['Limpeza Total Serviços', 'Condomínio Parque das Águas', 'Verde Vivo Paisagismo'],
  'Beleza e Bem-estar': ['Salão Espelho Meu', 'Studio Unhas de Ouro', 'Academia Corpo em Movimento'],
};

const BENEFITS: Record<ContractType, readonly string[]> = {
  clt: ['Vale-refeição', 'Vale-transporte', 'Plano de saúde', 'Plano odontológico', 'Seguro de vida', 'Participação nos lucros', 'Auxílio-creche', 'Gympass'],
  pj: ['Horário flexível', 'Pagamento mensal via nota fiscal', 'Equipamento fornecido pela empresa'],
  estagio: ['Bolsa-auxílio', 'Auxílio-transporte', 'Recesso remunerado', 'Seguro contra acidentes pessoais', 'Horário compatível com os estudos'],
  temporario: ['Vale-transporte', 'Vale-refeição', 'Possibilidade de efetivação'],
};

const CONTRACT_PHRASE: Record<ContractType, string> = {
  clt: 'Contratação efetiva (CLT).',
  pj: 'Contratação como pessoa jurídica (PJ); MEI é aceito.',
  estagio: 'Estágio de até 6 horas diárias, com bolsa-auxílio.',
  temporario: 'Contrato temporário de até 6 meses, com possibilidade de efetivação.',
};

const MODE_PHRASE: Record<WorkMode, (place: string) => string> = {
  remoto: (place) => `Trabalho 100% remoto; a empresa fica em ${place}.`,
  hibrido: (place) => `Modelo híbrido, com 2 a 3 dias por semana no escritório em ${place}.`,
  presencial: (place) => `Trabalho presencial em ${place}.`,
};

const STATE_ORDER = Object.keys(CITIES) as StateCode[];

const LEVELS = ['Júnior', 'Pleno', 'Sênior'] as const;
const LEVEL_FACTOR = { Júnior: 0.75, Pleno: 1, Sênior: 1.45 } as const;

/** mulberry32: a small, fast PRNG; the same seed gives the same catalogue everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (value: string) => foldText(value).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Rounds a salary to R$ 50. */
const round50 = (value: number) => Math.round(value / 50) * 50;

export function generateOffers(now: number): SeedOffer[] {
  const next = random(20260302);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = STATE_ORDER.flatMap((state) => Array<StateCode>(CITIES[state].weight).fill(state));
  const offers: SeedOffer[] = [];

  for (let id = 1; id <= OFFER_COUNT; id++) {
    // Every state has offers: the first ones go round the states, the rest follow the weights.
    const state = id <= STATE_ORDER.length ? STATE_ORDER[id - 1]! : pick(weighted);
    const city = pick(CITIES[state].cities);
    const occupation: Occupation = pick(OCCUPATIONS);
    const level = occupation.levels ? pick(LEVELS) : null;
    const title = level ? `${occupation.title} ${level}` : occupation.title;
    const company = pick(COMPANIES[next() < 0.15 ? 'Administração' : occupation.category] ?? COMPANIES.Administração!);
    const mode = pick(occupation.modes);
    const contract = pick(occupation.contracts);
    const [salaryMin, salaryMax] = salaryOf(occupation, level, next);
    const postedAt = now - Math.floor(next() * POSTED_WITHIN_DAYS * 24 * 60) * 60_000;
    const place = `${city} (${state})`;
    const summary = `${occupation.about} ${MODE_PHRASE[mode](place)}`;
    const description = `A ${company} procura ${title} para o seu time em ${place}. ${summary} ${CONTRACT_PHRASE[contract]}`;
    const benefits = BENEFITS[contract].filter(() => next() < 0.6);
    offers.push({
      id,
      title,
      company,
      occupation: occupation.category,
      city,
      state,
      mode,
      contract,
      salaryMin,
      salaryMax,
      postedAt,
      summary,
      description,
      activities: [...occupation.activities],
      requirements: [...occupation.requirements],
      benefits: benefits.length > 0 ? benefits : [BENEFITS[contract][0]!],
      applyUrl: `${PARTNER.site}/vagas/${id}-${slug(title)}-${slug(city)}-${state.toLowerCase()}`,
    });
  }
  return offers;
}

/** Three in four offers say the salary, when the occupation has a typical range. */
function salaryOf(occupation: Occupation, level: (typeof LEVELS)[number] | null, next: () => number): [number | null, number | null] {
  if (!occupation.salary || next() < 0.25) return [null, null];
  const factor = level ? LEVEL_FACTOR[level] : 1;
  const [low, high] = occupation.salary;
  const min = Math.max(1520, round50((low + (high - low) * next() * 0.6) * factor));
  const max = next() < 0.3 ? min : round50(min + (high - low) * (0.1 + next() * 0.3) * factor);
  return [min, max];
}
