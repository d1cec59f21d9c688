import { generateCourses, type Certificate } from './course-catalogue.ts';

/**
 * The partner's course catalogue (Coursera stand-in): more than 1,500 courses in the four categories
 * of SPEC §3. First the hand-written ones the demo and the tests name (CURATED), then the generated
 * ones (content/course-catalogue.ts, deterministic). Fictional institutions; wire field names and
 * values as the partner sends them (docs/sandbox.md, searchCourses and getCourse).
 */
export const COURSE_CATEGORIES = ['learn-languages', 'business-skills', 'personal-development', 'data-science'] as const;
export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const COURSE_LANGUAGES = ['pt', 'en', 'es'] as const;

export type PartnerCourse = {
  courseId: string;
  name: string;
  description: string;
  category: (typeof COURSE_CATEGORIES)[number];
  level: (typeof COURSE_LEVELS)[number];
  language: (typeof COURSE_LANGUAGES)[number];
  durationHours: number;
  /** The institution that teaches it. */
  provider: string;
  /** A paragraph on what the course is (the course page). */
  summary: string;
  /** The syllabus topics, in teaching order (4 to 8). */
  syllabus: string[];
  certificate: Certificate;
};

/** Enrolments a customer may make per Brazil calendar year (the tooltip's "2 cursos ao ano", SPEC §9). */
export const YEARLY_ENROLMENT_LIMIT = 2;

const P = {
  languages: 'Instituto Horizonte de Idiomas',
  latino: 'Instituto Latino de Idiomas',
  business: 'Escola de Negócios Atlântico',
  entrepreneur: 'Escola Nacional do Empreendedor',
  life: 'Instituto Vida Plena',
  open: 'Fundação Saber Aberto',
  data: 'Academia Brasileira de Dados',
  tech: 'Centro Paulista de Tecnologia',
} as const;

type Row = [courseId: string, name: string, level: PartnerCourse['level'], language: PartnerCourse['language'], hours: number, provider: string, description: string];

const OUTCOME = {
  BEGINNER: 'Para quem está começando, sem pré-requisitos.',
  INTERMEDIATE: 'Com exercícios práticos e exemplos do mercado brasileiro.',
  ADVANCED: 'Para quem já tem experiência e quer se aprofundar.',
} as const;

/** The closing modules of a curated course's syllabus, after the topics its description lists. */
const CLOSING = ['Exercícios práticos', 'Estudo de caso', 'Projeto final'];

/** 'Orçamento doméstico, dívidas, reserva de emergência e primeiros investimentos.' → its four topics, then the closing modules (4 to 8 in all). */
function syllabusOf(description: string): string[] {
  const parts = description
    .replace(/\.$/, '')
    .split(/, | e (?=[^,]+$)/)
    .map((part) => part.trim())
    .filter((part) => part.split(' ').length <= 6 && part.length < 50)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return [...(parts.length >= 2 ? parts : ['Conceitos essenciais', 'Ferramentas e exemplos']), ...CLOSING].slice(0, 8);
}

/** The syllabus of the courses the demo shows most, written out (the others' come from their description). */
const SYLLABI: Readonly<Record<string, readonly string[]>> = {
  'gestao-financeira-mei': ['Finanças pessoais e do negócio: contas separadas', 'Controle de receitas e despesas', 'Fluxo de caixa do MEI', 'Formação de preço', 'DAS, limite de faturamento e obrigações do MEI', 'Planejamento do crescimento'],
  'educacao-financeira-pessoal': ['Orçamento doméstico', 'Saída das dívidas', 'Reserva de emergência', 'Crédito consciente', 'Primeiros investimentos', 'Metas financeiras da família'],
  'financas-corporativas': ['Valor do dinheiro no tempo', 'Valor presente e fluxo de caixa descontado', 'Custo de capital', 'Estrutura de capital', 'Análise de investimentos', 'Decisões financeiras de longo prazo'],
  'ingles-para-iniciantes': ['Alfabeto, sons e pronúncia', 'Cumprimentos e apresentações', 'Números, datas e horários', 'Rotina e verbos do dia a dia', 'Frases essenciais para viagens', 'Conversas simples com correção'],
  'ingles-para-negocios': ['Vocabulário do mundo corporativo', 'E-mails profissionais', 'Reuniões e conferências', 'Apresentações', 'Negociações em inglês'],
  'power-bi': ['Conexão com fontes de dados', 'Tratamento com Power Query', 'Modelagem de dados', 'Medidas com DAX', 'Relatórios interativos', 'Publicação e compartilhamento'],
  'python-analise-de-dados': ['Primeiros programas em Python', 'Listas, dicionários e funções', 'Pandas', 'Limpeza de dados', 'Análise exploratória', 'Gráficos', 'Projeto completo'],
  'excel-basico-ao-avancado': ['Planilhas e formatação', 'Fórmulas e funções', 'PROCV e funções lógicas', 'Tabelas dinâmicas', 'Gráficos', 'Painéis de controle'],
};

const rows = (category: PartnerCourse['category'], list: Row[]): PartnerCourse[] =>
  list.map(([courseId, name, level, language, durationHours, provider, description]) => {
    const certificate: Certificate = level === 'ADVANCED' ? 'professional' : durationHours <= 4 ? 'none' : 'completion';
    return {
      courseId,
      name,
      description,
      category,
      level,
      language,
      durationHours,
      provider,
      summary: `${description} ${OUTCOME[level]} São ${durationHours} horas de videoaulas, leituras e exercícios, no seu ritmo.`,
      syllabus: [...(SYLLABI[courseId] ?? syllabusOf(description))],
      certificate,
    };
  });

/** The hand-written courses (16 in each category), first in the partner's order. */
const CURATED: readonly PartnerCourse[] = [
  ...rows('learn-languages', [
    ['ingles-para-iniciantes', 'Inglês para iniciantes: primeiros passos', 'BEGINNER', 'pt', 24, P.languages, 'Vocabulário do dia a dia, pronúncia e frases essenciais para se apresentar e conversar em situações simples.'],
    ['ingles-para-negocios', 'Inglês para negócios', 'INTERMEDIATE', 'en', 18, P.languages, 'Reuniões, e-mails e apresentações em inglês com o vocabulário do mundo corporativo.'],
    ['espanhol-basico', 'Espanhol básico para brasileiros', 'BEGINNER', 'pt', 20, P.latino, 'Aproveite a proximidade com o português para ler, ouvir e conversar em espanhol desde a primeira aula.'],
    ['espanhol-atendimento', 'Espanhol para atendimento ao cliente', 'INTERMEDIATE', 'es', 12, P.latino, 'Situações práticas para atender clientes hispanofalantes por telefone, chat e pessoalmente.'],
    ['conversacao-em-ingles', 'Conversação em inglês: fale com confiança', 'INTERMEDIATE', 'en', 32, P.languages, 'Prática guiada de conversação para perder o medo de falar e ganhar fluência em temas do cotidiano.'],
    ['ingles-instrumental', 'Inglês instrumental: leitura de textos técnicos', 'BEGINNER', 'pt', 8, P.open, 'Estratégias de leitura para entender manuais, artigos e documentos técnicos em inglês.'],
    ['pronuncia-ingles', 'Pronúncia do inglês americano', 'INTERMEDIATE', 'en', 10, P.languages, 'Sons, ritmo e entonação do inglês americano, com exercícios de escuta e gravação.'],
    ['escrita-academica-ingles', 'Escrita acadêmica em inglês', 'ADVANCED', 'en', 40, P.open, 'Estrutura de artigos, argumentação e revisão de textos acadêmicos e profissionais em inglês.'],
    ['frances-para-viagens', 'Francês para viagens', 'BEGINNER', 'pt', 9, P.latino, 'O essencial para se virar em hotéis, restaurantes, transportes e passeios em países francófonos.'],
    ['italiano-primeiros-passos', 'Italiano: primeiros passos', 'BEGINNER', 'pt', 15, P.latino, 'Cumprimentos, números, rotina e pequenas conversas para começar a falar italiano.'],
    ['alemao-a1', 'Alemão básico (nível A1)', 'BEGINNER', 'pt', 45, P.languages, 'Gramática e vocabulário do nível A1 do Quadro Europeu, com exercícios de áudio e escrita.'],
    ['libras-modulo-inicial', 'Libras: Língua Brasileira de Sinais, módulo inicial', 'BEGINNER', 'pt', 16, P.open, 'Alfabeto manual, sinais do cotidiano e cultura surda para começar a se comunicar em Libras.'],
    ['portugues-para-o-trabalho', 'Português para o trabalho: escrita clara e objetiva', 'INTERMEDIATE', 'pt', 10, P.open, 'E-mails, relatórios e mensagens profissionais sem erros e fáceis de entender.'],
    ['ingles-entrevistas', 'Inglês para entrevistas de emprego', 'INTERMEDIATE', 'en', 6, P.languages, 'Respostas às perguntas mais comuns, apresentação pessoal e vocabulário de carreira em inglês.'],
    ['espanhol-intermediario', 'Espanhol intermediário: gramática e conversação', 'INTERMEDIATE', 'es', 36, P.latino, 'Tempos verbais, expressões idiomáticas e conversação para avançar no espanhol.'],
    ['mandarim-iniciantes', 'Mandarim para iniciantes', 'BEGINNER', 'en', 28, P.languages, 'Tons, pinyin e os primeiros caracteres para cumprimentar, pedir e se apresentar em mandarim.'],
  ]),
  ...rows('business-skills', [
    ['gestao-financeira-mei', 'Gestão financeira para MEI', 'BEGINNER', 'pt', 12, P.entrepreneur, 'Separe as contas pessoais das do negócio, controle receitas e despesas e planeje o crescimento.'],
    ['fluxo-de-caixa', 'Fluxo de caixa na prática', 'BEGINNER', 'pt', 6, P.entrepreneur, 'Monte e acompanhe o fluxo de caixa do seu negócio com planilhas simples.'],
    ['marketing-digital-pequenos-negocios', 'Marketing digital para pequenos negócios', 'BEGINNER', 'pt', 14, P.business, 'Redes sociais, Google Meu Negócio e anúncios para atrair clientes com pouco investimento.'],
    ['vendas-whatsapp', 'Vendas pelo WhatsApp e redes sociais', 'BEGINNER', 'pt', 5, P.entrepreneur, 'Catálogo, atendimento e fechamento de vendas pelos canais que seus clientes já usam.'],
    ['precificacao', 'Precificação de produtos e serviços', 'INTERMEDIATE', 'pt', 8, P.business, 'Calcule custos, margem e preço de venda sem perder competitividade.'],
    ['plano-de-negocios', 'Empreendedorismo: da ideia ao plano de negócios', 'BEGINNER', 'pt', 22, P.entrepreneur, 'Valide sua ideia, conheça seu público e escreva um plano de negócios completo.'],
    ['gestao-de-projetos-ageis', 'Gestão de projetos com métodos ágeis', 'INTERMEDIATE', 'pt', 26, P.business, 'Scrum, Kanban e ferramentas para planejar entregas e acompanhar o andamento de projetos.'],
    ['negociacao-estrategica', 'Negociação estratégica', 'INTERMEDIATE', 'en', 16, P.business, 'Preparação, concessões e acordos em negociações com clientes, fornecedores e parceiros.'],
    ['lideranca-de-equipes', 'Liderança de equipes', 'INTERMEDIATE', 'pt', 18, P.business, 'Delegação, feedback e motivação para conduzir equipes com bons resultados.'],
    ['atendimento-ao-cliente', 'Atendimento ao cliente e experiência de compra', 'BEGINNER', 'pt', 7, P.entrepreneur, 'Encante clientes em cada contato, do primeiro atendimento ao pós-venda.'],
    ['contabilidade-basica', 'Contabilidade básica para não contadores', 'BEGINNER', 'pt', 20, P.open, 'Balanço, demonstração de resultados e impostos explicados sem complicação.'],
    ['loja-virtual', 'E-commerce: monte sua loja virtual', 'INTERMEDIATE', 'pt', 15, P.tech, 'Plataformas, meios de pagamento, frete e divulgação para vender pela internet.'],
    ['financas-corporativas', 'Finanças corporativas', 'ADVANCED', 'en', 48, P.business, 'Valor presente, custo de capital e análise de investimentos para decisões financeiras.'],
    ['estrategia-de-negocios', 'Estratégia de negócios e análise de mercado', 'ADVANCED', 'pt', 34, P.business, 'Análise da concorrência, posicionamento e modelos de negócio para crescer com consistência.'],
    ['logistica-e-estoque', 'Logística e gestão de estoque', 'INTERMEDIATE', 'pt', 12, P.entrepreneur, 'Compras, armazenagem e controle de estoque para não faltar nem sobrar mercadoria.'],
    ['emprendimiento-innovacion', 'Emprendimiento e innovación', 'INTERMEDIATE', 'es', 20, P.latino, 'Criatividade, prototipagem e modelos de negócio inovadores, com casos da América Latina.'],
  ]),
  ...rows('personal-development', [
    ['comunicacao-e-oratoria', 'Comunicação e oratória', 'BEGINNER', 'pt', 10, P.life, 'Técnicas para falar em público com clareza, segurança e poder de persuasão.'],
    ['inteligencia-emocional', 'Inteligência emocional no trabalho', 'BEGINNER', 'pt', 8, P.life, 'Reconheça e administre emoções para se relacionar melhor e tomar decisões com equilíbrio.'],
    ['gestao-do-tempo', 'Gestão do tempo e produtividade', 'BEGINNER', 'pt', 6, P.life, 'Prioridades, rotinas e ferramentas para render mais com menos estresse.'],
    ['aprendendo-a-aprender', 'Aprendendo a aprender', 'BEGINNER', 'pt', 15, P.open, 'Como o cérebro aprende e técnicas práticas para estudar melhor qualquer assunto.'],
    ['bem-estar-saude-mental', 'Bem-estar e saúde mental', 'BEGINNER', 'pt', 12, P.life, 'Hábitos, sono e autocuidado para cuidar da mente e prevenir o esgotamento.'],
    ['pensamento-critico', 'Pensamento crítico e resolução de problemas', 'INTERMEDIATE', 'pt', 14, P.open, 'Analise informações, evite armadilhas de raciocínio e resolva problemas de forma estruturada.'],
    ['criatividade-inovacao', 'Criatividade e inovação', 'BEGINNER', 'en', 9, P.open, 'Exercícios e métodos para gerar ideias novas e colocá-las em prática.'],
    ['planejamento-de-carreira', 'Planejamento de carreira', 'BEGINNER', 'pt', 7, P.life, 'Defina objetivos profissionais, mapeie suas competências e trace um plano de desenvolvimento.'],
    ['curriculo-e-entrevistas', 'Currículo e entrevistas: como se preparar', 'BEGINNER', 'pt', 5, P.life, 'Monte um currículo atraente e saiba como se comportar em entrevistas presenciais e on-line.'],
    ['trabalho-remoto', 'Trabalho em equipe e colaboração remota', 'INTERMEDIATE', 'pt', 8, P.tech, 'Ferramentas, combinados e boas práticas para trabalhar bem com equipes a distância.'],
    ['educacao-financeira-pessoal', 'Educação financeira pessoal', 'BEGINNER', 'pt', 10, P.open, 'Orçamento doméstico, dívidas, reserva de emergência e primeiros investimentos.'],
    ['mindfulness', 'Mindfulness para o dia a dia', 'BEGINNER', 'en', 4, P.life, 'Práticas curtas de atenção plena para reduzir a ansiedade e melhorar o foco.'],
    ['feedback', 'Feedback: como dar e receber', 'INTERMEDIATE', 'pt', 4, P.life, 'Conversas difíceis com respeito e objetividade, para crescer junto com a equipe.'],
    ['resolucion-de-conflictos', 'Negociación y resolución de conflictos', 'INTERMEDIATE', 'es', 12, P.latino, 'Escuta ativa, mediação e acordos para resolver conflitos no trabalho e na vida pessoal.'],
    ['autoconhecimento-lideranca', 'Liderança pessoal e autoconhecimento', 'ADVANCED', 'pt', 32, P.life, 'Valores, propósito e hábitos para liderar a própria trajetória com consistência.'],
    ['ciencia-da-felicidade', 'A ciência da felicidade', 'BEGINNER', 'en', 19, P.open, 'O que a pesquisa diz sobre bem-estar e como aplicar esse conhecimento na rotina.'],
  ]),
  ...rows('data-science', [
    ['introducao-ciencia-de-dados', 'Introdução à ciência de dados', 'BEGINNER', 'pt', 18, P.data, 'O que faz um cientista de dados, as etapas de um projeto e as ferramentas mais usadas.'],
    ['excel-basico-ao-avancado', 'Excel do básico ao avançado', 'BEGINNER', 'pt', 25, P.tech, 'Fórmulas, tabelas dinâmicas e gráficos para organizar e analisar informações.'],
    ['python-analise-de-dados', 'Python para análise de dados', 'INTERMEDIATE', 'pt', 35, P.data, 'Pandas, limpeza de dados e análise exploratória com Python, do zero a um projeto completo.'],
    ['sql-para-iniciantes', 'SQL para iniciantes', 'BEGINNER', 'pt', 12, P.data, 'Consultas, filtros, junções e agregações para extrair respostas de bancos de dados.'],
    ['estatistica-aplicada', 'Estatística aplicada', 'INTERMEDIATE', 'pt', 30, P.data, 'Probabilidade, amostragem e testes de hipótese aplicados a problemas reais.'],
    ['visualizacao-de-dados', 'Visualização de dados e dashboards', 'INTERMEDIATE', 'pt', 14, P.data, 'Escolha o gráfico certo e monte painéis que contam uma história com dados.'],
    ['machine-learning-fundamentos', 'Machine learning: fundamentos', 'ADVANCED', 'en', 55, P.tech, 'Regressão, classificação e avaliação de modelos de aprendizado de máquina.'],
    ['google-planilhas', 'Análise de dados com Google Planilhas', 'BEGINNER', 'pt', 8, P.tech, 'Funções, filtros e gráficos no Google Planilhas para analisar dados sem instalar nada.'],
    ['power-bi', 'Power BI na prática', 'INTERMEDIATE', 'pt', 16, P.data, 'Importe, trate e apresente dados em relatórios interativos no Power BI.'],
    ['ia-para-todos', 'Inteligência artificial para todos', 'BEGINNER', 'en', 6, P.tech, 'O que a IA pode e não pode fazer, e como usá-la com responsabilidade no trabalho.'],
    ['deep-learning', 'Deep learning', 'ADVANCED', 'en', 80, P.tech, 'Redes neurais profundas, visão computacional e processamento de linguagem natural.'],
    ['lgpd-etica-dados', 'Ética e privacidade de dados (LGPD)', 'BEGINNER', 'pt', 6, P.open, 'Os princípios da LGPD e o uso ético de dados pessoais em empresas de todos os tamanhos.'],
    ['r-ciencia-de-datos', 'R para ciencia de datos', 'INTERMEDIATE', 'es', 28, P.latino, 'Manipulação, visualização e modelagem de dados com a linguagem R e o tidyverse.'],
    ['big-data-nuvem', 'Big data e computação em nuvem', 'ADVANCED', 'pt', 42, P.tech, 'Processamento distribuído, data lakes e serviços de nuvem para grandes volumes de dados.'],
    ['estadistica-negocios', 'Estadística para negocios', 'BEGINNER', 'es', 15, P.latino, 'Médias, variação e previsões simples para decisões de negócio baseadas em dados.'],
    ['dados-no-marketing', 'Ciência de dados aplicada ao marketing', 'INTERMEDIATE', 'pt', 20, P.data, 'Segmentação de clientes, métricas de campanhas e testes A/B com dados reais.'],
  ]),
];

const MAX_ID = 64;

/** A course id from its title: 'Gestão de projetos: guia completo' → 'gestao-de-projetos-guia-completo'. */
const idOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID)
    .replace(/^-|-$/g, '');

/** An id not yet in `ids` (and now in it): the title's, or with '-2', '-3'… when two titles fold alike. */
function freshId(name: string, ids: Set<string>): string {
  const base = idOf(name);
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base.slice(0, MAX_ID - 3)}-${n}`;
  ids.add(id);
  return id;
}

/** The whole catalogue, in the partner's order: the curated courses, then the generated ones. */
export const COURSES: readonly PartnerCourse[] = (() => {
  const ids = new Set(CURATED.map((course) => course.courseId));
  const generated = generateCourses(new Set(CURATED.map((course) => course.name)));
  return [...CURATED, ...generated.map((course) => ({ courseId: freshId(course.name, ids), ...course }))];
})();

const BY_ID = new Map(COURSES.map((course) => [course.courseId, course]));

export const findCourse = (courseId: string): PartnerCourse | undefined => BY_ID.get(courseId);

/**
 * Enrolments seeded with the demo customers: Mariana took a course last (Brazil) year, which does
 * not count towards this year's limit. Dated 15 June, noon (Brazil), `yearsAgo` years before now.
 */
export const SEED_ENROLMENTS: Readonly<Record<string, readonly { courseId: string; yearsAgo: number }[]>> = {
  '52998224725': [{ courseId: 'excel-basico-ao-avancado', yearsAgo: 1 }],
};
