/**
 * A complete two-page CV (at the default font size), seeded for Fernanda Lima Costa
 * (390.533.447-05) so 'Continuar meu currículo' has something to continue, and used by the
 * tests that measure the PDF. Plain data in the shape of lib/validation/cv.ts (CvDocument).
 */
export const SAMPLE_CV_OWNER = '39053344705';

export const SAMPLE_CV = {
  version: 1,
  personalize: { font: 'Monserrat', color: 'azul', fonte: 50 },
  personal: {
    names: 'Fernanda Lima Costa',
    headline: 'Coordenadora de Atendimento ao Cliente',
    gender: 'F',
    birthDate: '14/08/1988',
    phone: '31991234567',
    email: 'fernanda.costa@exemplo.com.br',
    city: 'Belo Horizonte',
    state: 'MG',
    linkedin: 'https://www.linkedin.com/in/fernanda-lima-costa',
    facebook: '',
    blog: 'https://fernandacosta.blog.br/',
    summary:
      'Profissional de atendimento com 12 anos de experiência em bancos e varejo. Lidero equipes de até 25 pessoas, ' +
      'reduzo tempo de espera com processos simples e meço a satisfação dos clientes semana a semana. Busco uma posição ' +
      'de coordenação em que possa unir atendimento humano, dados e tecnologia.',
  },
  education: [
    { id: 'edu-mba', institution: 'Fundação Dom Cabral', course: 'MBA em Gestão Comercial', status: 'Em andamento', start: '03/2024', end: '', current: true },
    { id: 'edu-adm', institution: 'Universidade Federal de Minas Gerais', course: 'Bacharelado em Administração', status: 'Concluido', start: '02/2007', end: '12/2011', current: false },
    { id: 'edu-ing', institution: 'Cultura Inglesa', course: 'Inglês para negócios', status: 'Suspenso', start: '03/2019', end: '11/2019', current: false },
  ],
  experience: [
    {
      id: 'exp-banco',
      company: 'Banco Horizonte S.A.',
      role: 'Coordenadora de Atendimento',
      start: '05/2020',
      end: '',
      current: true,
      description:
        'Coordeno 25 atendentes nos canais de telefone, chat e redes sociais.\n' +
        'Reduzi o tempo médio de espera de 9 para 3 minutos com uma nova distribuição de filas.\n' +
        'Implantei a pesquisa de satisfação semanal: a nota média passou de 7,1 para 8,6.\n' +
        'Conduzo a formação de novos atendentes e o plano de carreira da equipe.',
    },
    {
      id: 'exp-varejo',
      company: 'Lojas Serrana',
      role: 'Supervisora de Atendimento',
      start: '01/2016',
      end: '04/2020',
      current: false,
      description:
        'Supervisionei o SAC de 40 lojas, com 12 atendentes e duas analistas de qualidade.\n' +
        'Criei o manual de atendimento e os roteiros de trocas e devoluções, adotados em todas as lojas.\n' +
        'Negociei com transportadoras prazos de entrega que cortaram pela metade as reclamações de atraso.',
    },
    {
      id: 'exp-telecom',
      company: 'Conecta Telecom',
      role: 'Analista de Qualidade',
      start: '03/2013',
      end: '12/2015',
      current: false,
      description:
        'Monitorei ligações e atendimentos por chat, com relatórios mensais de qualidade para a diretoria.\n' +
        'Desenvolvi indicadores de resolução no primeiro contato e treinamentos de reciclagem para 60 atendentes.',
    },
    {
      id: 'exp-estagio',
      company: 'Cooperativa Central de Crédito',
      role: 'Assistente Administrativa',
      start: '02/2011',
      end: '02/2013',
      current: false,
      description:
        'Atendimento a cooperados, abertura de contas, conferência de documentos e apoio à gerência da agência.\n' +
        'Organizei o arquivo de contratos e o controle de pendências, zerando atrasos de digitalização.',
    },
    {
      id: 'exp-voluntario',
      company: 'Associação Mãos Dadas',
      role: 'Voluntária de Educação Financeira',
      start: '06/2018',
      end: '',
      current: true,
      description:
        'Ministro oficinas mensais de orçamento doméstico e crédito consciente para famílias atendidas pela associação.\n' +
        'Preparei o material didático e formei outros quatro voluntários para conduzir as oficinas.',
    },
  ],
  languages: [
    { id: 'lang-pt', language: 'Português', level: 'Avanzado' },
    { id: 'lang-en', language: 'Inglês', level: 'Intermedio' },
    { id: 'lang-es', language: 'Espanhol', level: 'Básico' },
  ],
  skills: [
    'Gestão de equipes',
    'Atendimento omnicanal',
    'Indicadores de qualidade (NPS, CSAT)',
    'Excel avançado',
    'Power BI',
    'Negociação',
    'Treinamento e desenvolvimento',
    'Melhoria de processos',
    'Comunicação clara',
    'Resolução de conflitos',
  ].map((name, index) => ({ id: `skill-${index + 1}`, name })),
};
