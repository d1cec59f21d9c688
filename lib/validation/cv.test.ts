/** @jest-environment node */
import {
  CV_BODY_MAX_BYTES,
  CV_LIMITS,
  CV_MODELOS,
  cvDraftSchema,
  cvSaveSchema,
  cvSchema,
  emptyCv,
  fonteSchema,
  maskBirthDate,
  maskMonth,
  monthIndex,
  normalizeLink,
  parseBirthDate,
  sectionOf,
  type CvDocument,
} from './cv';
import { CV_STORE_MAX_BYTES } from '@/lib/cv/wire-schemas';
import messages from '@/messages/pt-BR.json';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';

/** The first message of each failing path, e.g. { 'personal.phone': 'Validation.phoneLength' }. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** A message key resolves to a text of messages/pt-BR.json. */
function text(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages) as string;
}

const complete = (): CvDocument => cvSchema.parse(SAMPLE_CV);

beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
});
afterAll(() => jest.useRealTimers());

describe('fonte (SPEC §5): integer 0 to 150, at most 3 characters', () => {
  it.each([
    ['0', 0],
    ['50', 50],
    ['150', 150],
    ['007', 7],
    [80, 80],
  ])('accepts %p', (value, parsed) => {
    expect(fonteSchema.parse(value)).toBe(parsed);
  });

  it.each(['151', '999', '1000', '-1', '1.5', '12a', ' ', 151, -1, 2.5])("refuses %p with 'Tamanho máximo 150'", (value) => {
    const result = fonteSchema.safeParse(value);
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(message === 'Validation.fonteMax' || message === 'Validation.required').toBe(true);
    if (String(value).trim() !== '') expect(text(message)).toBe('Tamanho máximo 150');
  });

  it('an empty size asks for a value', () => {
    expect(fonteSchema.safeParse('').error!.issues[0]!.message).toBe('Validation.required');
  });
});

describe('the draft (autosave) accepts what is half typed, never what breaks the limits', () => {
  it('a new CV starts from what the profile knows: name, e-mail and phone', () => {
    const start = emptyCv({ names: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br', phone: '11987654321' });
    expect(cvDraftSchema.parse(start).personal).toMatchObject({ names: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br', phone: '11987654321', headline: '' });
    expect(emptyCv('Mariana').personal).toMatchObject({ names: 'Mariana', email: '', phone: '' });
  });

  it('an empty CV and a CV in progress are valid drafts', () => {
    expect(cvDraftSchema.parse(emptyCv('Mariana Souza Oliveira')).personal.names).toBe('Mariana Souza Oliveira');
    const draft = emptyCv();
    draft.personal.phone = '(11) 9876';
    draft.personal.email = 'mariana@';
    draft.personal.birthDate = '12/0';
    draft.experience.push({ id: 'a1', company: 'Loja', role: '', start: '03/2', end: '', current: false, description: '' });
    const parsed = cvDraftSchema.parse(draft);
    expect(parsed.personal.phone).toBe('119876');
    expect(parsed.experience[0]!.start).toBe('03/2');
  });

  it('a current entry loses its end date; descriptions keep their lines', () => {
    const draft = emptyCv();
    draft.experience.push({ id: 'a1', company: 'Loja', role: 'Caixa', start: '03/2020', end: '04/2021', current: true, description: 'Linha 1\r\nLinha 2  ' });
    const parsed = cvDraftSchema.parse(draft);
    expect(parsed.experience[0]).toMatchObject({ end: '', current: true, description: 'Linha 1\nLinha 2' });
  });

  it('refuses unknown options, oversized texts, too many entries and bad ids', () => {
    const draft = emptyCv() as unknown as Record<string, Record<string, unknown> & unknown[]>;
    const bad = {
      ...draft,
      personalize: { font: 'Comic Sans', color: 'rosa', fonte: '151' },
      personal: { ...emptyCv().personal, gender: 'X', state: 'XX', summary: 'a'.repeat(CV_LIMITS.summary + 1) },
      skills: Array.from({ length: CV_LIMITS.skills + 1 }, (_, i) => ({ id: `s${i}`, name: 'x' })),
      languages: [{ id: '<script>', language: 'Inglês', level: 'Fluente' }],
    };
    expect(messagesOf(cvDraftSchema.safeParse(bad))).toEqual({
      'personalize.font': 'Cv.validation.option',
      'personalize.color': 'Cv.validation.option',
      'personalize.fonte': 'Validation.fonteMax',
      'personal.gender': 'Cv.validation.option',
      'personal.state': 'Cv.validation.option',
      'personal.summary': 'Cv.validation.tooLong',
      skills: 'Cv.validation.tooMany',
      'languages.0.id': 'Cv.validation.option',
      'languages.0.level': 'Cv.validation.option',
    });
  });

  it("the template: 'classico' when a stored CV has none, any of the three, never an unknown one", () => {
    const stored = emptyCv() as unknown as { personalize: Record<string, unknown> };
    delete stored.personalize.modelo;
    expect(cvDraftSchema.parse(stored).personalize.modelo).toBe('classico');
    expect(cvSchema.parse({ ...SAMPLE_CV, personalize: { font: 'Arial', color: 'roxo', fonte: 50 } }).personalize.modelo).toBe('classico');
    for (const modelo of CV_MODELOS) expect(cvDraftSchema.parse({ ...emptyCv(), personalize: { ...emptyCv().personalize, modelo } }).personalize.modelo).toBe(modelo);
    for (const modelo of ['futurista', '', 'Moderno', null, 1]) {
      const result = cvDraftSchema.safeParse({ ...emptyCv(), personalize: { ...emptyCv().personalize, modelo } });
      expect(messagesOf(result)).toEqual({ 'personalize.modelo': 'Cv.validation.option' });
    }
    expect(text('Cv.validation.option')).toBe('Escolha uma das opções da lista.');
  });

  it('every message key used has a pt-BR text', () => {
    for (const key of ['Cv.validation.option', 'Cv.validation.tooLong', 'Cv.validation.tooMany', 'Validation.fonteMax', 'Validation.phoneLength']) {
      expect(typeof text(key)).toBe('string');
    }
  });
});

describe('the complete CV (export) follows SPEC §5 and needs what a recruiter needs', () => {
  it('the seeded sample is complete; its links come out absolute', () => {
    const cv = complete();
    expect(cv.personal.linkedin).toBe('https://www.linkedin.com/in/fernanda-lima-costa');
    expect(cv.experience[0]!.end).toBe('');
  });

  it('names, phone and e-mail use the shared messages', () => {
    const cv = { ...complete(), personal: { ...complete().personal, names: 'Ana', phone: '(31) 9912-3456', email: 'ana@exemplo' } };
    expect(messagesOf(cvSchema.safeParse(cv))).toEqual({
      'personal.names': 'Validation.namesInvalid',
      'personal.phone': 'Validation.phoneLength',
      'personal.email': 'Validation.emailFormat',
    });
    expect(text('Validation.phoneLength')).toBe('Digite os 11 números do celular, com o DDD.');
    expect(text('Validation.emailFormat')).toBe('O formato do email está incorreto');
  });

  it('empty required fields say so', () => {
    const cv = emptyCv('Mariana Souza Oliveira');
    cv.experience.push({ id: 'a1', company: '', role: '', start: '', end: '', current: false, description: '' });
    cv.education.push({ id: 'b1', institution: 'USP', course: 'Direito', status: '', start: '02/2020', end: '', current: true });
    cv.languages.push({ id: 'c1', language: 'Inglês', level: '' });
    cv.skills.push({ id: 'd1', name: ' ' });
    expect(messagesOf(cvSchema.safeParse(cv))).toEqual({
      'personal.phone': 'Validation.required',
      'personal.email': 'Validation.required',
      'experience.0.company': 'Validation.required',
      'experience.0.role': 'Validation.required',
      'experience.0.start': 'Validation.required',
      'experience.0.end': 'Cv.validation.endRequired',
      'education.0.status': 'Cv.validation.choose',
      'languages.0.level': 'Cv.validation.choose',
      'skills.0.name': 'Validation.required',
    });
  });

  it('dates: real months, not in the future (Brazil time), the end not before the start', () => {
    const job = (start: string, end: string) => ({ ...complete(), experience: [{ id: 'x', company: 'A', role: 'B', start, end, current: false, description: '' }] });
    expect(messagesOf(cvSchema.safeParse(job('13/2020', '01/2021')))).toEqual({ 'experience.0.start': 'Cv.validation.monthFormat' });
    expect(messagesOf(cvSchema.safeParse(job('04/2026', '05/2026')))).toEqual({
      'experience.0.start': 'Cv.validation.future',
      'experience.0.end': 'Cv.validation.future',
    });
    expect(messagesOf(cvSchema.safeParse(job('05/2020', '04/2020')))).toEqual({ 'experience.0.end': 'Cv.validation.endBeforeStart' });
    expect(cvSchema.safeParse(job('03/2026', '03/2026')).success).toBe(true);
    expect(cvSchema.safeParse(job('05/2020', '05/2020')).success).toBe(true);
  });

  it('birth dates are real days and an age from 14 to 100', () => {
    const born = (birthDate: string) => messagesOf(cvSchema.safeParse({ ...complete(), personal: { ...complete().personal, birthDate } }));
    expect(born('29/02/2000')).toEqual({});
    expect(born('')).toEqual({});
    // Today is 02/03/2026 in Brazil: 14 today is old enough, 14 tomorrow is not.
    for (const bad of ['31/02/2000', '29/02/2001', '12/2000', '03/03/2012', '01/01/1900']) expect(born(bad)).toEqual({ 'personal.birthDate': 'Cv.validation.birthDate' });
    expect(born('02/03/2012')).toEqual({});
  });

  it('links: http(s) only, LinkedIn and Facebook on their own sites', () => {
    const links = (personal: Partial<CvDocument['personal']>) => messagesOf(cvSchema.safeParse({ ...complete(), personal: { ...complete().personal, ...personal } }));
    expect(links({ linkedin: 'linkedin.com/in/ana', facebook: 'fb.com/ana', blog: 'ana.blog.br' })).toEqual({});
    expect(links({ linkedin: 'https://evil.example/in/ana', facebook: 'javascript:alert(1)', blog: 'ftp://ana.blog.br' })).toEqual({
      'personal.linkedin': 'Cv.validation.linkedin',
      'personal.facebook': 'Cv.validation.facebook',
      'personal.blog': 'Cv.validation.link',
    });
    expect(normalizeLink('www.linkedin.com/in/ana')).toBe('https://www.linkedin.com/in/ana');
    expect(normalizeLink('http://user:pass@site.com.br')).toBeNull();
    expect(normalizeLink('meu site.com')).toBeNull();
  });
});

describe('requests and sizes', () => {
  it('a save carries the revision it was based on', () => {
    expect(cvSaveSchema.parse({ revision: 3, cv: emptyCv() })).toMatchObject({ revision: 3, force: false });
    expect(cvSaveSchema.safeParse({ revision: -1, cv: emptyCv() }).success).toBe(false);
  });

  it('a CV at every limit, in three-byte characters, fits the request cap, and the request cap fits the partner', () => {
    const fill = (max: number) => '€'.repeat(max);
    const cv = emptyCv();
    cv.personal = {
      ...cv.personal,
      names: 'Nome'.padEnd(100, 'a'),
      headline: fill(CV_LIMITS.headline),
      city: fill(CV_LIMITS.city),
      email: 'a'.repeat(90),
      linkedin: fill(CV_LIMITS.link),
      facebook: fill(CV_LIMITS.link),
      blog: fill(CV_LIMITS.link),
      summary: fill(CV_LIMITS.summary),
      birthDate: '01/01/2000',
      phone: '11987654321',
    };
    const id = (prefix: string, i: number) => `${prefix}-${i}-${'x'.repeat(30)}`;
    cv.experience = Array.from({ length: CV_LIMITS.experience }, (_, i) => ({
      id: id('e', i),
      company: fill(CV_LIMITS.company),
      role: fill(CV_LIMITS.role),
      start: '01/2020',
      end: '02/2021',
      current: false,
      description: fill(CV_LIMITS.description),
    }));
    cv.education = Array.from({ length: CV_LIMITS.education }, (_, i) => ({
      id: id('d', i),
      institution: fill(CV_LIMITS.institution),
      course: fill(CV_LIMITS.course),
      status: 'Concluido' as const,
      start: '01/2010',
      end: '12/2014',
      current: false,
    }));
    cv.languages = Array.from({ length: CV_LIMITS.languages }, (_, i) => ({ id: id('l', i), language: fill(CV_LIMITS.language), level: 'Básico' as const }));
    cv.skills = Array.from({ length: CV_LIMITS.skills }, (_, i) => ({ id: id('s', i), name: fill(CV_LIMITS.skill) }));
    expect(cvDraftSchema.safeParse(cv).success).toBe(true);
    const body = Buffer.byteLength(JSON.stringify({ revision: 99, force: false, cv }));
    expect(body).toBeLessThan(CV_BODY_MAX_BYTES);
    expect(CV_BODY_MAX_BYTES).toBeLessThanOrEqual(CV_STORE_MAX_BYTES);
  });
});

describe('helpers', () => {
  it('masks dates as they are typed', () => {
    expect(maskBirthDate('1')).toBe('1');
    expect(maskBirthDate('140')).toBe('14/0');
    expect(maskBirthDate('14081988999')).toBe('14/08/1988');
    expect(maskMonth('0')).toBe('0');
    expect(maskMonth('032')).toBe('03/2');
    expect(maskMonth('03/2021x')).toBe('03/2021');
  });

  it('reads months and days', () => {
    expect(monthIndex('03/2021')).toBe(2021 * 12 + 2);
    expect(monthIndex('00/2021')).toBeNull();
    expect(monthIndex('03/1939')).toBeNull();
    expect(parseBirthDate('29/02/2024')).toEqual([2024, 2, 29]);
    expect(parseBirthDate('30/02/2024')).toBeNull();
  });

  it('maps a field to its section', () => {
    expect(sectionOf('personalize.fonte')).toBe('personalize');
    expect(sectionOf('personal.phone')).toBe('dados-pessoais');
    expect(sectionOf('experience.1.end')).toBe('work-experience');
    expect(sectionOf('education.0.course')).toBe('education');
    expect(sectionOf('languages.0.level')).toBe('idiomas');
    expect(sectionOf('skills.2.name')).toBe('habilidades');
  });
});
