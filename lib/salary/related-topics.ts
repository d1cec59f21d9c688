import { normalizeSearch } from '@/lib/search-text';
import type { Occupation } from './types';

/**
 * What the comparator suggests beside an occupation's figures (pure): the words to search job
 * offers of the family by, and the course topic that fits the family's category.
 */

/**
 * The course topic of each category of the comparator (a subject of the courses partner's
 * catalogue): what someone of the family would study next. A category missing here gets no suggestion.
 */
export const CATEGORY_COURSE_TOPIC: Readonly<Record<string, string>> = {
  'Administração e escritório': 'Excel',
  'Agropecuária, pesca e floresta': 'Empreendedorismo',
  'Alimentação, hotelaria e turismo': 'Atendimento ao cliente',
  'Artes, comunicação e design': 'Criatividade',
  'Assistência social': 'Comunicação',
  'Ciências e pesquisa': 'Análise de dados',
  'Comércio, vendas e marketing': 'Vendas',
  'Construção civil': 'Gestão de projetos',
  'Direito e segurança': 'Ética profissional',
  Educação: 'Oratória',
  'Engenharia e arquitetura': 'Gestão de projetos',
  'Esporte e lazer': 'Bem-estar e saúde mental',
  'Finanças, contabilidade e seguros': 'Contabilidade',
  'Gestão e direção': 'Liderança',
  'Indústria e produção': 'Produtividade',
  'Logística e transporte': 'Logística',
  'Manutenção e reparação': 'Empreendedorismo',
  Saúde: 'Inteligência emocional',
  'Serviços pessoais, limpeza e conservação': 'Empreendedorismo',
  'Tecnologia da informação': 'Programação',
};

/** How many job titles of a family are tried as the offers' keyword, at most (each try is a partner call). */
export const JOB_KEYWORD_TRIES = 3;

const wordCount = (title: string) => normalizeSearch(title).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2).length;

/**
 * The family's job titles to search offers by, broadest first (fewest words: 'Garçom' before
 * 'Garçom de eventos'), the partner's order otherwise; the family's name when it has no titles.
 */
export function jobKeywords({ description, titles = [] }: Pick<Occupation, 'description' | 'titles'>): string[] {
  const candidates = titles.length > 0 ? titles : [description];
  return candidates
    .map((title, index) => ({ title, index, words: wordCount(title) }))
    .sort((a, b) => a.words - b.words || a.index - b.index)
    .slice(0, JOB_KEYWORD_TRIES)
    .map(({ title }) => title);
}
