/**
 * What the generated part of the partner's catalogue is made of (content/course-catalogue.ts): the
 * subjects of each category, with their names in the three languages, what a customer learns and the
 * syllabus topics (pt-BR), and the institutions that teach them. Fictional institutions.
 */

export type Subject = {
  /** The subject's name in pt-BR, as it starts a title ('Gestão de projetos'). */
  pt: string;
  en: string;
  es: string;
  /** What one learns, after 'Aprenda a' / 'Neste curso, você vai' ('planejar entregas e …'). */
  about: string;
  /** Syllabus topics in pt-BR, in teaching order (8: a course takes the first 4 to 8). */
  topics: readonly string[];
};

const subject = (pt: string, en: string, es: string, about: string, topics: string): Subject => ({ pt, en, es, about, topics: topics.split('; ') });

/** The languages taught (learn-languages): the subject is the language, every name masculine in pt-BR. */
export const LANGUAGE_SUBJECTS: readonly Subject[] = [
  subject('Inglês', 'English', 'Inglés', 'ler, ouvir, escrever e conversar em inglês', ''),
  subject('Espanhol', 'Spanish', 'Español', 'ler, ouvir, escrever e conversar em espanhol', ''),
  subject('Francês', 'French', 'Francés', 'ler, ouvir, escrever e conversar em francês', ''),
  subject('Italiano', 'Italian', 'Italiano', 'ler, ouvir, escrever e conversar em italiano', ''),
  subject('Alemão', 'German', 'Alemán', 'ler, ouvir, escrever e conversar em alemão', ''),
  subject('Japonês', 'Japanese', 'Japonés', 'ler, ouvir, escrever e conversar em japonês', ''),
  subject('Mandarim', 'Mandarin Chinese', 'Chino mandarín', 'ler, ouvir, escrever e conversar em mandarim', ''),
  subject('Coreano', 'Korean', 'Coreano', 'ler, ouvir, escrever e conversar em coreano', ''),
  subject('Russo', 'Russian', 'Ruso', 'ler, ouvir, escrever e conversar em russo', ''),
  subject('Árabe', 'Arabic', 'Árabe', 'ler, ouvir, escrever e conversar em árabe', ''),
  subject('Holandês', 'Dutch', 'Neerlandés', 'ler, ouvir, escrever e conversar em holandês', ''),
  subject('Português', 'Portuguese', 'Portugués', 'escrever e falar português com clareza e correção', ''),
].map((s) => ({
  ...s,
  topics: [
    'Alfabeto, sons e pronúncia',
    'Cumprimentos e apresentações',
    'Números, datas e horários',
    'Verbos mais usados no presente e no passado',
    'Vocabulário do trabalho e do dia a dia',
    'Conversas por telefone, e-mail e mensagens',
    'Compreensão de áudios e vídeos',
    'Simulações de diálogos com correção',
  ],
}));

export const BUSINESS_SUBJECTS: readonly Subject[] = [
  subject('Gestão financeira', 'Financial Management', 'Gestión financiera', 'controlar receitas e despesas, formar preço e planejar o caixa do negócio', 'Separação entre finanças pessoais e do negócio; Controle de receitas e despesas; Fluxo de caixa; Capital de giro; Formação de preço; Indicadores financeiros; Planejamento financeiro anual; Crédito e financiamento'),
  subject('Finanças para pequenos negócios', 'Small Business Finance', 'Finanzas para pequeños negocios', 'organizar as finanças da empresa, entender o lucro e tomar decisões com números', 'Receitas, custos e despesas; Lucro e margem; Fluxo de caixa; Capital de giro; Impostos do Simples Nacional; Empréstimos e juros; Relatórios financeiros simples; Plano de ação financeiro'),
  subject('Empreendedorismo', 'Entrepreneurship', 'Emprendimiento', 'transformar uma ideia em negócio, validar com clientes e começar a vender', 'Perfil empreendedor; Identificação de oportunidades; Validação da ideia com clientes; Modelo de negócio; Plano de negócios; Formalização como MEI; Primeiras vendas; Crescimento sustentável'),
  subject('Marketing digital', 'Digital Marketing', 'Marketing digital', 'atrair clientes pela internet com redes sociais, anúncios e conteúdo', 'Público-alvo e persona; Redes sociais para negócios; Google Meu Negócio; Anúncios pagos; Marketing de conteúdo; E-mail marketing; Métricas e resultados; Plano de marketing'),
  subject('Vendas', 'Sales', 'Ventas', 'prospectar, negociar e fechar vendas com clientes satisfeitos', 'Funil de vendas; Prospecção de clientes; Atendimento consultivo; Apresentação da proposta; Objeções e negociação; Fechamento; Pós-venda e fidelização; Metas e indicadores'),
  subject('Gestão de projetos', 'Project Management', 'Gestión de proyectos', 'planejar entregas, acompanhar prazos e custos e conduzir a equipe do projeto', 'Ciclo de vida do projeto; Escopo e entregas; Cronograma; Custos e orçamento; Riscos; Comunicação com as partes interessadas; Métodos ágeis; Encerramento e lições aprendidas'),
  subject('Liderança', 'Leadership', 'Liderazgo', 'conduzir equipes, dar feedback e tomar decisões com segurança', 'Estilos de liderança; Comunicação com a equipe; Delegação; Feedback; Motivação; Gestão de conflitos; Tomada de decisão; Desenvolvimento de pessoas'),
  subject('Negociação', 'Negotiation', 'Negociación', 'preparar negociações, fazer concessões e chegar a bons acordos', 'Preparação da negociação; Interesses e posições; Alternativas ao acordo; Concessões; Comunicação persuasiva; Negociação com fornecedores; Negociação com clientes; Fechamento do acordo'),
  subject('Atendimento ao cliente', 'Customer Service', 'Atención al cliente', 'atender bem em todos os canais e transformar clientes em fãs', 'Expectativas do cliente; Comunicação clara; Atendimento por telefone e chat; Reclamações; Pós-venda; Indicadores de satisfação; Fidelização; Experiência do cliente'),
  subject('Contabilidade', 'Accounting', 'Contabilidad', 'ler balanços, entender impostos e acompanhar os resultados da empresa', 'Conceitos contábeis; Balanço patrimonial; Demonstração do resultado; Regimes tributários; Simples Nacional; Notas fiscais; Obrigações do MEI; Análise dos resultados'),
  subject('Gestão de pessoas', 'People Management', 'Gestión de personas', 'recrutar, desenvolver e reter bons profissionais', 'Recrutamento e seleção; Integração de novos funcionários; Avaliação de desempenho; Treinamento; Remuneração e benefícios; Clima organizacional; Legislação trabalhista básica; Retenção de talentos'),
  subject('Logística', 'Logistics', 'Logística', 'organizar compras, estoque e entregas sem desperdício', 'Cadeia de suprimentos; Compras; Gestão de estoque; Armazenagem; Transporte e frete; Entregas de última milha; Indicadores logísticos; Logística reversa'),
  subject('E-commerce', 'E-commerce', 'Comercio electrónico', 'montar e divulgar uma loja virtual e vender pela internet', 'Plataformas de loja virtual; Catálogo de produtos; Meios de pagamento; Frete e entregas; Marketplaces; Divulgação da loja; Atendimento on-line; Métricas de vendas'),
  subject('Estratégia empresarial', 'Business Strategy', 'Estrategia empresarial', 'analisar o mercado, definir o posicionamento e planejar o crescimento', 'Missão, visão e valores; Análise do mercado; Análise da concorrência; Análise SWOT; Posicionamento; Objetivos e metas; Plano estratégico; Acompanhamento de resultados'),
  subject('Gestão de estoque', 'Inventory Management', 'Gestión de inventarios', 'controlar entradas e saídas e evitar falta ou sobra de mercadoria', 'Tipos de estoque; Entradas e saídas; Inventário; Curva ABC; Estoque mínimo; Giro de estoque; Custos de estoque; Sistemas de controle'),
  subject('Precificação', 'Pricing', 'Fijación de precios', 'calcular custos e margens e definir preços competitivos', 'Custos fixos e variáveis; Margem de contribuição; Ponto de equilíbrio; Preço de venda; Preço da concorrência; Descontos e promoções; Precificação de serviços; Revisão de preços'),
  subject('Inovação', 'Innovation', 'Innovación', 'gerar ideias, testar protótipos e inovar no seu negócio', 'O que é inovação; Design thinking; Geração de ideias; Prototipagem; Testes com clientes; Modelos de negócio inovadores; Cultura de inovação; Casos de sucesso'),
  subject('Compras e fornecedores', 'Purchasing and Suppliers', 'Compras y proveedores', 'escolher fornecedores, negociar prazos e comprar melhor', 'Planejamento de compras; Busca de fornecedores; Cotação de preços; Negociação de prazos; Contratos; Avaliação de fornecedores; Compras sustentáveis; Indicadores de compras'),
];

export const PERSONAL_SUBJECTS: readonly Subject[] = [
  subject('Educação financeira', 'Personal Finance', 'Educación financiera', 'organizar o orçamento, sair das dívidas e começar a investir', 'Orçamento doméstico; Controle de gastos; Saída das dívidas; Reserva de emergência; Crédito consciente; Primeiros investimentos; Previdência; Metas financeiras da família'),
  subject('Comunicação', 'Communication', 'Comunicación', 'falar e escrever com clareza e ser bem compreendido', 'Elementos da comunicação; Escuta ativa; Comunicação não violenta; Linguagem corporal; Comunicação escrita; Reuniões produtivas; Comunicação on-line; Feedback'),
  subject('Oratória', 'Public Speaking', 'Oratoria', 'falar em público com segurança e prender a atenção das pessoas', 'Medo de falar em público; Respiração e voz; Estrutura da apresentação; Postura e gestos; Histórias que convencem; Uso de slides; Perguntas do público; Prática gravada'),
  subject('Inteligência emocional', 'Emotional Intelligence', 'Inteligencia emocional', 'reconhecer e administrar emoções e se relacionar melhor', 'Autoconhecimento emocional; Autocontrole; Automotivação; Empatia; Relacionamentos; Emoções no trabalho; Lidar com críticas; Plano de desenvolvimento'),
  subject('Gestão do tempo', 'Time Management', 'Gestión del tiempo', 'definir prioridades, vencer a procrastinação e render mais com menos estresse', 'Diagnóstico do seu tempo; Prioridades; Planejamento semanal; Procrastinação; Técnica Pomodoro; Ferramentas digitais; Reuniões e interrupções; Equilíbrio entre trabalho e vida'),
  subject('Produtividade', 'Productivity', 'Productividad', 'organizar tarefas, manter o foco e concluir o que importa', 'Foco e atenção; Listas de tarefas; Método GTD; Hábitos produtivos; Organização digital; Energia e pausas; Metas semanais; Revisão e melhoria contínua'),
  subject('Planejamento de carreira', 'Career Planning', 'Planificación de carrera', 'definir objetivos profissionais e traçar o caminho para alcançá-los', 'Autoavaliação; Competências e pontos fortes; Mercado de trabalho; Objetivos de carreira; Networking; Marca pessoal; Transição de carreira; Plano de desenvolvimento individual'),
  subject('Currículo e entrevistas', 'Resumes and Job Interviews', 'Currículum y entrevistas', 'montar um currículo atraente e se sair bem nas entrevistas', 'Currículo objetivo; Perfil no LinkedIn; Carta de apresentação; Preparação para entrevistas; Perguntas mais comuns; Entrevistas on-line; Dinâmicas de grupo; Negociação salarial'),
  subject('Bem-estar e saúde mental', 'Wellbeing and Mental Health', 'Bienestar y salud mental', 'cuidar da mente, dormir melhor e prevenir o esgotamento', 'Saúde mental no dia a dia; Estresse e ansiedade; Sono de qualidade; Atividade física; Alimentação e humor; Prevenção do burnout; Rede de apoio; Plano de autocuidado'),
  subject('Mindfulness', 'Mindfulness', 'Mindfulness', 'praticar a atenção plena para reduzir a ansiedade e melhorar o foco', 'O que é atenção plena; Respiração consciente; Meditação guiada; Atenção ao corpo; Emoções difíceis; Mindfulness no trabalho; Práticas curtas diárias; Rotina de prática'),
  subject('Pensamento crítico', 'Critical Thinking', 'Pensamiento crítico', 'analisar informações, evitar armadilhas de raciocínio e decidir melhor', 'Argumentos e evidências; Vieses cognitivos; Fontes confiáveis; Notícias falsas; Resolução de problemas; Tomada de decisão; Pensamento sistêmico; Estudos de caso'),
  subject('Criatividade', 'Creativity', 'Creatividad', 'gerar ideias novas e colocá-las em prática', 'Mitos da criatividade; Bloqueios criativos; Técnicas de geração de ideias; Brainstorming; Pensamento visual; Criatividade em equipe; Da ideia ao projeto; Hábitos criativos'),
  subject('Trabalho em equipe', 'Teamwork', 'Trabajo en equipo', 'colaborar, dividir responsabilidades e resolver conflitos no grupo', 'Papéis na equipe; Confiança; Comunicação no grupo; Divisão de tarefas; Conflitos; Colaboração remota; Reuniões eficazes; Resultados coletivos'),
  subject('Autoconhecimento', 'Self-awareness', 'Autoconocimiento', 'entender seus valores, talentos e objetivos de vida', 'Valores pessoais; Talentos e pontos fortes; Crenças limitantes; Propósito; Hábitos; Metas de vida; Autoestima; Plano de vida'),
  subject('Aprendizagem', 'Learning How to Learn', 'Aprender a aprender', 'estudar melhor e aprender qualquer assunto com mais facilidade', 'Como o cérebro aprende; Memória; Concentração; Técnicas de estudo; Revisão espaçada; Anotações eficazes; Motivação para estudar; Plano de estudos'),
  subject('Ética profissional', 'Professional Ethics', 'Ética profesional', 'agir com integridade e tomar decisões éticas no trabalho', 'Ética e moral; Valores da empresa; Conflito de interesses; Assédio e respeito; Diversidade e inclusão; Compliance; Dilemas éticos; Código de conduta'),
];

export const DATA_SUBJECTS: readonly Subject[] = [
  subject('Excel', 'Excel', 'Excel', 'usar fórmulas, tabelas dinâmicas e gráficos para organizar e analisar informações', 'Planilhas e formatação; Fórmulas básicas; Funções PROCV e SE; Tabelas dinâmicas; Gráficos; Formatação condicional; Validação de dados; Painéis de controle'),
  subject('Python', 'Python', 'Python', 'programar em Python e automatizar a análise de dados', 'Instalação e primeiros programas; Variáveis e tipos; Estruturas de decisão e repetição; Funções; Listas e dicionários; Pandas; Gráficos com Matplotlib; Projeto de análise'),
  subject('SQL', 'SQL', 'SQL', 'consultar bancos de dados e extrair respostas com SQL', 'Bancos de dados relacionais; SELECT e filtros; Ordenação; Funções de agregação; Junções; Subconsultas; Criação de tabelas; Consultas para relatórios'),
  subject('Power BI', 'Power BI', 'Power BI', 'importar, tratar e apresentar dados em relatórios interativos', 'Conexão com fontes de dados; Power Query; Modelagem de dados; Medidas com DAX; Visualizações; Filtros e segmentações; Painéis interativos; Publicação e compartilhamento'),
  subject('Estatística', 'Statistics', 'Estadística', 'resumir dados, calcular probabilidades e testar hipóteses', 'Tipos de dados; Medidas de tendência central; Dispersão; Probabilidade; Distribuição normal; Amostragem; Testes de hipótese; Regressão linear'),
  subject('Ciência de dados', 'Data Science', 'Ciencia de datos', 'conduzir um projeto de dados da pergunta à apresentação dos resultados', 'O que faz um cientista de dados; Perguntas de negócio; Coleta de dados; Limpeza de dados; Análise exploratória; Modelos preditivos; Comunicação dos resultados; Projeto completo'),
  subject('Análise de dados', 'Data Analysis', 'Análisis de datos', 'limpar, analisar e visualizar dados para apoiar decisões', 'Ciclo da análise de dados; Planilhas e bancos de dados; Limpeza de dados; Análise exploratória; Indicadores; Visualização; Storytelling com dados; Estudo de caso'),
  subject('Machine learning', 'Machine Learning', 'Aprendizaje automático', 'treinar e avaliar modelos de aprendizado de máquina', 'Tipos de aprendizado; Preparação dos dados; Regressão; Classificação; Árvores de decisão; Agrupamento; Avaliação de modelos; Colocando modelos em produção'),
  subject('Inteligência artificial', 'Artificial Intelligence', 'Inteligencia artificial', 'entender o que a IA faz e usá-la com responsabilidade no trabalho', 'História da IA; Aprendizado de máquina; IA generativa; Escrita de prompts; Automação de tarefas; Ética e vieses; Privacidade; IA no seu negócio'),
  subject('Visualização de dados', 'Data Visualization', 'Visualización de datos', 'escolher o gráfico certo e montar painéis que contam uma história', 'Princípios de visualização; Tipos de gráfico; Cores e legibilidade; Painéis; Ferramentas de BI; Mapas; Storytelling com dados; Erros comuns'),
  subject('Programação', 'Programming', 'Programación', 'escrever seus primeiros programas e pensar como um programador', 'Lógica de programação; Algoritmos; Variáveis; Condições; Repetições; Funções; Depuração; Projeto final'),
  subject('Big data', 'Big Data', 'Big data', 'processar grandes volumes de dados na nuvem', 'O que é big data; Armazenamento distribuído; Data lakes; Processamento em lote; Processamento em tempo real; Spark; Serviços de nuvem; Governança de dados'),
  subject('Segurança da informação', 'Information Security', 'Seguridad de la información', 'proteger dados e sistemas contra golpes e ataques', 'Ameaças digitais; Senhas e autenticação; Golpes e phishing; Cópias de segurança; Redes seguras; LGPD; Resposta a incidentes; Cultura de segurança'),
  subject('Google Planilhas', 'Google Sheets', 'Hojas de cálculo de Google', 'analisar dados no Google Planilhas sem instalar nada', 'Criação e compartilhamento; Fórmulas; Funções de texto e data; Filtros; Tabelas dinâmicas; Gráficos; Formulários; Automação simples'),
  subject('R', 'R Programming', 'Programación en R', 'manipular, visualizar e modelar dados com a linguagem R', 'Instalação do R e RStudio; Vetores e data frames; Importação de dados; Tidyverse; Gráficos com ggplot2; Estatística descritiva; Modelos lineares; Relatórios com R Markdown'),
  subject('Dados no marketing', 'Marketing Analytics', 'Analítica de marketing', 'medir campanhas, segmentar clientes e testar o que funciona', 'Métricas de marketing; Google Analytics; Funil de conversão; Segmentação de clientes; Testes A/B; Retorno sobre investimento; Painéis de marketing; Plano de mensuração'),
];

/** Audiences a course of each category is aimed at, after 'para' ('Excel para MEI'). */
export type Audience = readonly [pt: string, en: string, es: string];

export const AUDIENCES: Readonly<Record<'languages' | 'business' | 'personal' | 'data', readonly Audience[]>> = {
  languages: [
    ['viagens', 'Travel', 'viajes'],
    ['o trabalho', 'Work', 'el trabajo'],
    ['atendimento ao cliente', 'Customer Service', 'atención al cliente'],
    ['entrevistas de emprego', 'Job Interviews', 'entrevistas de trabajo'],
    ['reuniões e apresentações', 'Meetings and Presentations', 'reuniones y presentaciones'],
    ['o turismo', 'Tourism', 'el turismo'],
  ],
  business: [
    ['MEI', 'Microentrepreneurs (MEI)', 'microempresarios (MEI)'],
    ['pequenos negócios', 'Small Businesses', 'pequeños negocios'],
    ['o varejo', 'Retail', 'el comercio minorista'],
    ['autônomos', 'Freelancers', 'autónomos'],
    ['gestores', 'Managers', 'gerentes'],
    ['startups', 'Startups', 'startups'],
    ['prestadores de serviço', 'Service Providers', 'prestadores de servicios'],
  ],
  personal: [
    ['líderes', 'Leaders', 'líderes'],
    ['jovens profissionais', 'Young Professionals', 'jóvenes profesionales'],
    ['quem busca recolocação', 'Job Seekers', 'quienes buscan empleo'],
    ['o trabalho remoto', 'Remote Work', 'el trabajo remoto'],
  ],
  data: [
    ['negócios', 'Business', 'negocios'],
    ['o marketing', 'Marketing', 'el marketing'],
    ['finanças', 'Finance', 'finanzas'],
    ['a área da saúde', 'Healthcare', 'el área de la salud'],
    ['gestores', 'Managers', 'gerentes'],
    ['iniciantes', 'Beginners', 'principiantes'],
  ],
};

/** The institutions that teach each category (the partner's catalogue names one per course). */
export const INSTITUTIONS = {
  'learn-languages': ['Instituto Horizonte de Idiomas', 'Instituto Latino de Idiomas', 'Escola Global de Línguas', 'Fundação Saber Aberto'],
  'business-skills': ['Escola de Negócios Atlântico', 'Escola Nacional do Empreendedor', 'Faculdade Aurora de Administração', 'Fundação Saber Aberto'],
  'personal-development': ['Instituto Vida Plena', 'Fundação Saber Aberto', 'Escola Caminhos da Carreira', 'Instituto Mente Serena'],
  'data-science': ['Academia Brasileira de Dados', 'Centro Paulista de Tecnologia', 'Universidade Digital do Cerrado', 'Instituto Andino de Tecnología'],
} as const;
