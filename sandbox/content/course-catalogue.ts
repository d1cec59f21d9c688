import { AUDIENCES, BUSINESS_SUBJECTS, DATA_SUBJECTS, INSTITUTIONS, LANGUAGE_SUBJECTS, PERSONAL_SUBJECTS, type Audience, type Subject } from './course-subjects.ts';

/**
 * The generated part of the partner's catalogue: every subject of content/course-subjects.ts in
 * every title pattern of its kind, in pt-BR, English or Spanish. Deterministic: a seeded generator
 * (mulberry32) picks languages, levels, hours, certificates and institutions, and mixes the order,
 * so the same catalogue comes out at every start (and in every test).
 */

export type Category = 'learn-languages' | 'business-skills' | 'personal-development' | 'data-science';
export type Level = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
export type CourseLanguage = 'pt' | 'en' | 'es';
/** The certificate a course gives: a professional certificate, one of completion, or none. */
export type Certificate = 'professional' | 'completion' | 'none';

export type GeneratedCourse = {
  name: string;
  description: string;
  summary: string;
  syllabus: string[];
  category: Category;
  level: Level;
  language: CourseLanguage;
  durationHours: number;
  certificate: Certificate;
  provider: string;
};

const SEED = 20_260_302;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A title pattern in the three languages: `{S}` the subject as a title starts, `{s}` inside a title. */
type Pattern = { pt: string; en: string; es: string; level?: Level; certificate?: Certificate; /** Whom it is for (pt-BR), in its description. */ audience?: string };

const p = (pt: string, en: string, es: string, level?: Level, certificate?: Certificate): Pattern => ({ pt, en, es, level, certificate });

const TOPIC_PATTERNS: readonly Pattern[] = [
  p('{S} para iniciantes', '{S} for Beginners', '{S} para principiantes', 'BEGINNER'),
  p('Fundamentos de {s}', 'Foundations of {S}', 'Fundamentos de {s}', 'BEGINNER'),
  p('{S} do zero', '{S} from Scratch', '{S} desde cero', 'BEGINNER'),
  p('{S}: primeiros passos', '{S}: First Steps', '{S}: primeros pasos', 'BEGINNER'),
  p('Curso rápido de {s}', '{S} Crash Course', 'Curso rápido de {s}', 'BEGINNER'),
  p('O essencial de {s}', 'Essential {S}', 'Lo esencial de {s}', 'BEGINNER'),
  p('{S} passo a passo', '{S} Step by Step', '{S} paso a paso', 'BEGINNER'),
  p('{S} na prática', '{S} in Practice', '{S} en la práctica', 'INTERMEDIATE'),
  p('{S}: técnicas e ferramentas', '{S}: Tools and Techniques', '{S}: técnicas y herramientas', 'INTERMEDIATE'),
  p('{S} com projetos reais', '{S} with Real Projects', '{S} con proyectos reales', 'INTERMEDIATE'),
  p('Oficina de {s}', '{S} Workshop', 'Taller de {s}', 'INTERMEDIATE'),
  p('{S}: estudos de caso', '{S}: Case Studies', '{S}: estudios de caso', 'INTERMEDIATE'),
  p('{S} no dia a dia', '{S} for Everyday Work', '{S} en el día a día', 'INTERMEDIATE'),
  p('{S}: guia completo', '{S}: The Complete Guide', '{S}: guía completa', 'INTERMEDIATE'),
  p('{S}: tendências e novidades', '{S}: Trends and Innovations', '{S}: tendencias e innovación', 'ADVANCED'),
  p('{S}: nível avançado', '{S}: Advanced Level', '{S}: nivel avanzado', 'ADVANCED'),
  p('Especialização em {s}', 'Specialization in {S}', 'Especialización en {s}', 'ADVANCED'),
  p('{S} para especialistas', '{S} for Experts', '{S} para expertos', 'ADVANCED'),
  p('Tópicos avançados de {s}', 'Advanced Topics in {S}', 'Temas avanzados de {s}', 'ADVANCED'),
  p('Certificado profissional em {s}', '{S} Professional Certificate', 'Certificado profesional en {s}', 'ADVANCED', 'professional'),
];

const LANGUAGE_PATTERNS: readonly Pattern[] = [
  p('{S} básico', '{S} Basics', '{S} básico', 'BEGINNER'),
  p('{S} para iniciantes', '{S} for Beginners', '{S} para principiantes', 'BEGINNER'),
  p('{S}: primeiros passos', '{S}: First Steps', '{S}: primeros pasos', 'BEGINNER'),
  p('{S} do zero', '{S} from Scratch', '{S} desde cero', 'BEGINNER'),
  p('Pronúncia do {s}', '{S} Pronunciation', 'Pronunciación del {s}', 'BEGINNER'),
  p('Vocabulário essencial do {s}', 'Essential {S} Vocabulary', 'Vocabulario esencial del {s}', 'BEGINNER'),
  p('{S} em 60 dias', '{S} in 60 Days', '{S} en 60 días', 'BEGINNER'),
  p('{S} instrumental', '{S} for Specific Purposes', '{S} instrumental', 'BEGINNER'),
  p('{S} intermediário', 'Intermediate {S}', '{S} intermedio', 'INTERMEDIATE'),
  p('Conversação em {s}', '{S} Conversation', 'Conversación en {s}', 'INTERMEDIATE'),
  p('Gramática do {s}', '{S} Grammar', 'Gramática del {s}', 'INTERMEDIATE'),
  p('Leitura e escrita em {s}', 'Reading and Writing in {S}', 'Lectura y escritura en {s}', 'INTERMEDIATE'),
  p('Compreensão auditiva em {s}', '{S} Listening Skills', 'Comprensión auditiva en {s}', 'INTERMEDIATE'),
  p('Cultura e conversação em {s}', '{S} Language and Culture', 'Cultura y conversación en {s}', 'INTERMEDIATE'),
  p('{S} para negócios', '{S} for Business', '{S} para negocios', 'INTERMEDIATE'),
  p('{S} avançado', 'Advanced {S}', '{S} avanzado', 'ADVANCED'),
  p('Redação em {s}', '{S} Writing', 'Redacción en {s}', 'ADVANCED'),
  p('Fluência em {s}', '{S} Fluency', 'Fluidez en {s}', 'ADVANCED'),
  p('Preparatório para exames de proficiência em {s}', '{S} Proficiency Exam Preparation', 'Preparación para exámenes de {s}', 'ADVANCED'),
  p('Certificado profissional em {s}', '{S} Professional Certificate', 'Certificado profesional en {s}', 'ADVANCED', 'professional'),
];

/** Subject names kept as they are inside a title (names, acronyms): 'Fundamentos de Excel', not 'de excel'. */
const PROPER = /^(Excel|Python|SQL|Power BI|R|Google|E-commerce|Big data|MEI)\b/;
/** Inside a title a name starts in lower case ('Fundamentos de liderança'), except names, acronyms and English titles. */
const inside = (name: string, language: CourseLanguage) => (language === 'en' || PROPER.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1));

const fill = (pattern: string, name: string, language: CourseLanguage) => pattern.replace('{S}', name).replace('{s}', inside(name, language));

const LEVEL_TEXT = {
  pt: {
    BEGINNER: ['Para quem está começando, sem pré-requisitos.', 'Ao final, você terá uma base sólida para continuar aprendendo.'],
    INTERMEDIATE: ['Com exercícios práticos e exemplos do mercado brasileiro.', 'Ao final, você aplicará o que aprendeu em situações reais de trabalho.'],
    ADVANCED: ['Para quem já tem experiência e quer se aprofundar.', 'Ao final, você dominará técnicas usadas por especialistas da área.'],
  },
  en: {
    BEGINNER: ['A beginner course', 'By the end, you will have a solid foundation to keep learning.'],
    INTERMEDIATE: ['An intermediate course', 'By the end, you will apply what you learned to real work situations.'],
    ADVANCED: ['An advanced course', 'By the end, you will master techniques used by experts in the field.'],
  },
  es: {
    BEGINNER: ['básico', 'Al final, tendrás una base sólida para seguir aprendiendo.'],
    INTERMEDIATE: ['intermedio', 'Al final, aplicarás lo aprendido en situaciones reales de trabajo.'],
    ADVANCED: ['avanzado', 'Al final, dominarás técnicas usadas por especialistas del área.'],
  },
} as const;

const CERTIFICATE_TEXT = {
  pt: { professional: ', com certificado profissional', completion: ', com certificado de conclusão', none: '' },
  en: { professional: ', with a professional certificate', completion: ', with a certificate of completion', none: '' },
  es: { professional: ', con certificado profesional', completion: ', con certificado de finalización', none: '' },
} as const;

const MODULES = {
  en: ['Welcome and course overview', 'Key concepts of {S}', 'Tools and techniques', 'Hands-on exercises', 'Case studies', 'Common mistakes and how to avoid them', 'Applying it at work', 'Final project'],
  es: ['Bienvenida y presentación del curso', 'Conceptos clave de {s}', 'Herramientas y técnicas', 'Ejercicios prácticos', 'Estudios de caso', 'Errores comunes y cómo evitarlos', 'Aplicación en el trabajo', 'Proyecto final'],
} as const;
const LANGUAGE_MODULES = {
  en: ['Sounds and pronunciation', 'Greetings and introductions', 'Numbers, dates and times', 'Everyday verbs', 'Vocabulary for work and daily life', 'Phone calls, e-mails and messages', 'Listening practice', 'Role-play dialogues'],
  es: ['Sonidos y pronunciación', 'Saludos y presentaciones', 'Números, fechas y horas', 'Verbos del día a día', 'Vocabulario del trabajo y de la vida diaria', 'Llamadas, correos y mensajes', 'Práctica de comprensión auditiva', 'Simulación de diálogos'],
} as const;

type Kind = { category: Category; subjects: readonly Subject[]; patterns: readonly Pattern[]; audiences: readonly Audience[]; languageCourse: boolean };

const KINDS: readonly Kind[] = [
  { category: 'learn-languages', subjects: LANGUAGE_SUBJECTS, patterns: LANGUAGE_PATTERNS, audiences: AUDIENCES.languages, languageCourse: true },
  { category: 'business-skills', subjects: BUSINESS_SUBJECTS, patterns: TOPIC_PATTERNS, audiences: AUDIENCES.business, languageCourse: false },
  { category: 'personal-development', subjects: PERSONAL_SUBJECTS, patterns: TOPIC_PATTERNS, audiences: AUDIENCES.personal, languageCourse: false },
  { category: 'data-science', subjects: DATA_SUBJECTS, patterns: TOPIC_PATTERNS, audiences: AUDIENCES.data, languageCourse: false },
];

const HOURS: Record<Level, readonly [number, number]> = { BEGINNER: [2, 20], INTERMEDIATE: [6, 40], ADVANCED: [20, 90] };
const LEVELS: readonly Level[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];

function makeCourse(kind: Kind, subject: Subject, pattern: Pattern, random: () => number): GeneratedCourse {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const roll = random();
  const language: CourseLanguage = roll < 0.62 ? 'pt' : roll < 0.85 ? 'en' : 'es';
  const level = pattern.level ?? pick(LEVELS);
  const [min, max] = HOURS[level];
  const durationHours = min + Math.floor(random() * (max - min + 1));
  const certificate: Certificate =
    pattern.certificate ?? (level === 'ADVANCED' && random() < 0.6 ? 'professional' : durationHours <= 4 && random() < 0.5 ? 'none' : random() < 0.88 ? 'completion' : 'none');
  const provider = pick(INSTITUTIONS[kind.category]);
  const name = fill(pattern[language], subject[language], language);
  const count = 4 + Math.floor(random() * 5);
  const [lead, outcome] = LEVEL_TEXT[language][level];
  const certificateText = CERTIFICATE_TEXT[language][certificate];
  if (language === 'pt') {
    const audience = pattern.audience ? ` Com exemplos pensados para ${pattern.audience}.` : '';
    return {
      name,
      description: `Aprenda a ${subject.about}. ${lead}${audience}`,
      summary: `Neste curso, você vai ${subject.about}. ${outcome} São ${durationHours} horas de videoaulas, leituras e exercícios, no seu ritmo${certificateText}.`,
      syllabus: [...subject.topics.slice(0, count - 1), ...subject.topics.slice(-1)],
      category: kind.category,
      level,
      language,
      durationHours,
      certificate,
      provider,
    };
  }
  const modules = (kind.languageCourse ? LANGUAGE_MODULES : MODULES)[language].map((module) => fill(module, subject[language], language));
  const named = inside(subject[language], language);
  const texts =
    language === 'en'
      ? {
          description: `${lead} on ${named}: key concepts, hands-on exercises and real-world examples.`,
          summary: `You will learn the core ideas of ${named} and apply them in guided exercises. ${outcome} ${durationHours} hours of videos, readings and quizzes, at your own pace${certificateText}.`,
        }
      : {
          description: `Curso de nivel ${lead} sobre ${named}: conceptos clave, ejercicios prácticos y ejemplos reales.`,
          summary: `Aprenderás los conceptos centrales de ${named} y los aplicarás en ejercicios guiados. ${outcome} Son ${durationHours} horas de videos, lecturas y cuestionarios, a tu ritmo${certificateText}.`,
        };
  return {
    name,
    ...texts,
    syllabus: [...modules.slice(0, count - 1), ...modules.slice(-1)],
    category: kind.category,
    level,
    language,
    durationHours,
    certificate,
    provider,
  };
}

const audiencePattern = ([pt, en, es]: Audience): Pattern => ({ ...p(`{S} para ${pt}`, `{S} for ${en}`, `{S} para ${es}`), audience: pt });

/** 'Finanças para pequenos negócios' takes no second audience, nor 'Dados no marketing' one about marketing. */
const fitsAudience = (subject: Subject, [audience]: Audience) =>
  !subject.pt.includes(' para ') && !subject.pt.toLowerCase().includes(audience.replace(/^(o|a) /, '').toLowerCase());

/**
 * Every subject in every pattern of its kind and for every audience of its category, in a seeded
 * order. A title already taken (by the curated courses or an earlier one) is skipped.
 */
export function generateCourses(taken: ReadonlySet<string>): GeneratedCourse[] {
  const random = seededRandom(SEED);
  const names = new Set([...taken].map((name) => name.toLowerCase()));
  const courses: GeneratedCourse[] = [];
  for (const kind of KINDS) {
    for (const subject of kind.subjects) {
      const patterns = [...kind.patterns, ...kind.audiences.filter((audience) => fitsAudience(subject, audience)).map(audiencePattern)];
      for (const pattern of patterns) {
        const course = makeCourse(kind, subject, pattern, random);
        if (names.has(course.name.toLowerCase())) continue;
        names.add(course.name.toLowerCase());
        courses.push(course);
      }
    }
  }
  // The partner's order mixes the categories: drawn one by one with the same seeded generator.
  const mixed: GeneratedCourse[] = [];
  const left = [...courses];
  while (left.length > 0) mixed.push(...left.splice(Math.floor(random() * left.length), 1));
  return mixed;
}
