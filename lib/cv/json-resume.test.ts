/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { fromJsonResume, importSummary, jsonResumeSchema, mergeImport, readJsonResume, toJsonResume, cvFileName, type CvImport } from '@/lib/cv/json-resume';
import {
  CV_COLORS,
  CV_EDUCATION_STATUS,
  CV_FONTS,
  CV_GENDERS,
  CV_LANGUAGE_LEVELS,
  CV_LIMITS,
  CV_MODELOS,
  CV_STATES,
  cvDraftSchema,
  cvSchema,
  emptyCv,
  type CvDocument,
} from '@/lib/validation/cv';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, '../../testing/fixtures/json-resume', name), 'utf8'));

/** Reads a file as the import route does: the file schema, then the CV it holds. */
function importFile(file: unknown): CvImport {
  const parsed = jsonResumeSchema.parse(file);
  const read = readJsonResume(parsed);
  if (!read.ok) throw new Error(`not imported: ${JSON.stringify(read.fields)}`);
  return read.value;
}

/** What the file holds, through the JSON text a download writes. */
const exported = (cv: CvDocument) => JSON.parse(JSON.stringify(toJsonResume(cv)));

/** A CV without its entries' ids (an import gives new ones). */
function withoutIds(cv: CvDocument) {
  const strip = <T extends { id: string }>(entries: T[]) => entries.map((entry) => ({ ...entry, id: 'any' }));
  return { ...cv, education: strip(cv.education), experience: strip(cv.experience), languages: strip(cv.languages), skills: strip(cv.skills) };
}

describe('toJsonResume', () => {
  it('writes a JSON Resume v1.0.0 document: basics, work, education, languages, skills', () => {
    const cv = cvSchema.parse(SAMPLE_CV);
    const resume = exported(cv);
    expect(resume.$schema).toMatch(/jsonresume\/resume-schema\/v1\.0\.0/);
    expect(resume.basics).toMatchObject({ name: cv.personal.names, email: cv.personal.email, label: cv.personal.headline });
    expect(resume.basics.phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    expect(resume.work).toHaveLength(cv.experience.length);
    expect(resume.work[0]).toMatchObject({ name: cv.experience[0]!.company, position: cv.experience[0]!.role });
    expect(resume.work[0].startDate).toMatch(/^\d{4}-\d{2}$/);
    expect(resume.education[0]).toMatchObject({ institution: cv.education[0]!.institution, area: cv.education[0]!.course });
    expect(resume.languages[0].fluency).toMatch(/^(Básico|Intermediário|Avançado)$/);
    expect(resume.meta.version).toBe('v1.0.0');
    // What a reader of JSON Resume does not know stays out of the standard fields.
    expect(resume.basics).not.toHaveProperty('gender');
    expect(jsonResumeSchema.safeParse(resume).success).toBe(true);
  });

  it('leaves out what is empty and a half-typed date; an entry going on has no endDate', () => {
    const cv = emptyCv('Ana Souza');
    cv.experience = [{ id: 'a', company: 'Padaria', role: '', start: '03/20', end: '', current: true, description: '' }];
    const resume = exported(cv);
    expect(resume.basics).toEqual({ name: 'Ana Souza' });
    expect(resume.work).toEqual([{ name: 'Padaria' }]);
  });

  it("names the file after the customer: 'curriculo-ana-souza.json'", () => {
    expect(cvFileName('curriculo', 'Ana Souza', 'json')).toBe('curriculo-ana-souza.json');
    expect(cvFileName('curriculo', '', 'json')).toBe('curriculo.json');
  });
});

describe('importing JSON Resume', () => {
  it("imports the schema's published example (full) without losing a field the CV has", () => {
    const { cv, extras } = importFile(fixture('full.json'));
    expect(extras).toBe(false);
    expect(cv.personal).toMatchObject({
      names: 'Richard Hendriks',
      headline: 'Programmer',
      email: 'richard.hendriks@mail.com',
      phone: '9125554321',
      city: 'San Francisco',
      // California is not a Brazilian state (countryCode US): no UF.
      state: '',
      blog: 'http://richardhendricks.example.com',
      linkedin: 'https://www.linkedin.com/in/richardhendriks',
      facebook: '',
    });
    expect(cv.personal.summary).toMatch(/^Richard hails from Tulsa\..*“length-limited” conversation!$/);
    expect(cv.experience).toEqual([
      {
        id: expect.any(String),
        company: 'Pied Piper',
        role: 'CEO/President',
        start: '12/2013',
        end: '12/2014',
        current: false,
        description: expect.stringMatching(/^Pied Piper is a multi-platform.*\nBuild an algorithm.*\nSuccessfully won Techcrunch Disrupt\nOptimized an algorithm/s),
      },
      // YYYY and YYYY-MM: a year alone starts in January.
      { id: expect.any(String), company: 'Hooli', role: 'Software Developer', start: '01/2012', end: '11/2013', current: false, description: '' },
    ]);
    expect(cv.education).toEqual([
      { id: expect.any(String), institution: 'University of Oklahoma', course: 'Bachelor em Information Technology', status: 'Concluido', start: '06/2011', end: '01/2014', current: false },
    ]);
    expect(cv.languages).toEqual([{ id: expect.any(String), language: 'English', level: 'Avanzado' }]);
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Web Development', 'Compression']);
    expect(importSummary(cv)).toEqual({ names: 'Richard Hendriks', experience: 2, education: 1, languages: 1, skills: 2 });
  });

  it('imports a file with only basics: +55 dropped from the phone, the state by its name', () => {
    const { cv } = importFile(fixture('minimal.json'));
    expect(cv.personal).toMatchObject({ names: 'Richard Hendriks', headline: 'Programmer', email: 'richard.hendriks@mail.com', phone: '11987654321', city: 'São Paulo', state: 'SP' });
    expect([cv.education, cv.experience, cv.languages, cv.skills]).toEqual([[], [], [], []]);
  });

  it('reads the dates in any of the schema forms (YYYY, YYYY-MM, YYYY-MM-DD); no end date is an entry going on', () => {
    const dates = (startDate: unknown, endDate?: unknown) => importFile({ work: [{ name: 'X', startDate, endDate }] }).cv.experience[0]!;
    expect(dates('2019')).toMatchObject({ start: '01/2019', end: '', current: true });
    expect(dates('2019-07', '2020')).toMatchObject({ start: '07/2019', end: '12/2020', current: false });
    expect(dates('2019-07-31', '2021-02-01')).toMatchObject({ start: '07/2019', end: '02/2021', current: false });
    expect(dates('2019-07', '')).toMatchObject({ end: '', current: true });
    expect(dates('2019-07', null)).toMatchObject({ end: '', current: true });
    expect(dates('2019-07', 'Present')).toMatchObject({ end: '', current: true });
    for (const wrong of ['2019-13', '19-07', '2019/07', '07/2019', 2019]) {
      const parsed = jsonResumeSchema.safeParse({ work: [{ name: 'X', startDate: wrong }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['work', 0, 'startDate'], message: 'Cv.import.date' });
    }
  });

  it('ignores unknown fields and sections', () => {
    const file = { basics: { name: 'Ana', nickname: 'Aninha', location: { planet: 'Terra' } }, work: [{ name: 'Padaria', stack: ['x'] }], hobbies: ['xadrez'] };
    const { cv } = importFile(file);
    expect(cv.personal.names).toBe('Ana');
    expect(cv.experience[0]).toMatchObject({ company: 'Padaria' });
  });

  it('is not JSON Resume: not an object, none of its sections, a section of the wrong type', () => {
    for (const file of [[], 'texto', 42]) {
      const parsed = jsonResumeSchema.safeParse(file);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Cv.import.notResume');
    }
    // An object without any section: said as such, not as the file's general refusal a second time.
    for (const file of [{}, { foo: 1 }]) expect(jsonResumeSchema.safeParse(file).error?.issues[0]).toMatchObject({ path: ['basics'], message: 'Cv.import.noSections' });
    expect(jsonResumeSchema.safeParse({ basics: 'Ana' }).error?.issues[0]).toMatchObject({ path: ['basics'], message: 'Cv.import.section' });
    expect(jsonResumeSchema.safeParse({ work: {} }).error?.issues[0]).toMatchObject({ path: ['work'], message: 'Cv.import.list' });
    expect(jsonResumeSchema.safeParse({ basics: { name: 7 } }).error?.issues[0]).toMatchObject({ path: ['basics', 'name'], message: 'Cv.import.text' });
  });

  it("past the CV's sizes: each field named as in the file", () => {
    const file = jsonResumeSchema.parse({ basics: { name: 'Ana', summary: 'a'.repeat(CV_LIMITS.summary + 1) }, work: [{ name: 'X', summary: 'b'.repeat(CV_LIMITS.description + 1) }] });
    expect(readJsonResume(file)).toEqual({ ok: false, fields: { 'basics.summary': 'Cv.validation.tooLong', 'work.0.summary': 'Cv.validation.tooLong' } });
    expect(jsonResumeSchema.safeParse({ skills: Array.from({ length: CV_LIMITS.skills + 1 }, () => ({ name: 'x' })) }).error?.issues[0]).toMatchObject({
      path: ['skills'],
      message: 'Cv.validation.tooMany',
    });
  });

  it("a file from another tool keeps the design, gender and birth date on screen; one of ours brings its own", () => {
    const current = cvSchema.parse(SAMPLE_CV);
    current.personal.gender = 'F';
    current.personal.birthDate = '10/05/1990';
    const foreign = mergeImport(current, importFile(fixture('minimal.json')));
    expect(foreign.personalize).toEqual(current.personalize);
    expect(foreign.personal).toMatchObject({ names: 'Richard Hendriks', gender: 'F', birthDate: '10/05/1990' });
    const ours = mergeImport(emptyCv(), importFile(exported(current)));
    expect(ours.personalize).toEqual(current.personalize);
    expect(ours.personal).toMatchObject({ gender: 'F', birthDate: '10/05/1990' });
    expect(fromJsonResume(jsonResumeSchema.parse({ basics: { name: 'Ana' }, meta: { portalBeneficios: { broken: true } } })).extras).toBe(false);
  });

  it("the template travels in our fields; a file without one, or with one unknown here, is 'classico' and keeps the rest", () => {
    const current = cvSchema.parse(SAMPLE_CV);
    current.personalize.modelo = 'compacto';
    const file = exported(current) as { meta: { portalBeneficios: { personalize: Record<string, unknown> } } };
    expect(file.meta.portalBeneficios.personalize.modelo).toBe('compacto');
    expect(mergeImport(emptyCv(), importFile(file)).personalize.modelo).toBe('compacto');
    for (const modelo of [undefined, 'futurista']) {
      file.meta.portalBeneficios.personalize.modelo = modelo;
      const imported = mergeImport(emptyCv(), importFile(file));
      expect(imported.personalize).toEqual({ ...current.personalize, modelo: 'classico' });
    }
  });
});

describe('round trip (export → import)', () => {
  it('gives the same CV: the seeded one', () => {
    const cv = cvSchema.parse(SAMPLE_CV);
    expect(withoutIds(mergeImport(emptyCv(), importFile(exported(cv))))).toEqual(withoutIds(cv));
  });

  const text = (max: number) => fc.string({ maxLength: max });
  const month = fc.oneof(
    fc.constant(''),
    fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1940, max: 2030 })).map(([m, y]) => `${String(m).padStart(2, '0')}/${y}`),
  );
  const period = { start: month, end: month, current: fc.boolean() };
  const id = fc.uuid();
  const anyCv = fc.record({
    version: fc.constant(1 as const),
    personalize: fc.record({ modelo: fc.constantFrom(...CV_MODELOS), font: fc.constantFrom(...CV_FONTS), color: fc.constantFrom(...CV_COLORS), fonte: fc.integer({ min: 0, max: 150 }) }),
    personal: fc.record({
      names: fc.stringMatching(/^[A-Za-zÀ-ú ]{0,60}$/),
      headline: text(CV_LIMITS.headline),
      gender: fc.constantFrom('' as const, ...CV_GENDERS),
      birthDate: fc.stringMatching(/^[\d/]{0,10}$/),
      phone: fc.stringMatching(/^\d{0,11}$/),
      email: text(60),
      city: text(CV_LIMITS.city),
      state: fc.constantFrom('' as const, ...CV_STATES),
      linkedin: text(60),
      facebook: text(60),
      blog: text(60),
      summary: text(CV_LIMITS.summary),
    }),
    education: fc.array(
      fc.record({ id, institution: text(CV_LIMITS.institution), course: text(CV_LIMITS.course), status: fc.constantFrom('' as const, ...CV_EDUCATION_STATUS), ...period }),
      { maxLength: 3 },
    ),
    experience: fc.array(fc.record({ id, company: text(CV_LIMITS.company), role: text(CV_LIMITS.role), ...period, description: text(300) }), { maxLength: 3 }),
    languages: fc.array(fc.record({ id, language: text(CV_LIMITS.language), level: fc.constantFrom('' as const, ...CV_LANGUAGE_LEVELS) }), { maxLength: 3 }),
    skills: fc.array(fc.record({ id, name: text(CV_LIMITS.skill) }), { maxLength: 5 }),
  });

  it('gives the same CV: any CV the builder can store (property)', () => {
    fc.assert(
      fc.property(anyCv, emptyCvOf(), (generated, current) => {
        // What the builder stores: the draft schema's normal form (trimmed texts, no end when current).
        const cv = cvDraftSchema.parse(generated);
        expect(withoutIds(mergeImport(current, importFile(exported(cv))))).toEqual(withoutIds(cv));
      }),
      { numRuns: 200 },
    );
  });

  /** Any CV on screen when the file is imported: a file of ours replaces all of it. */
  function emptyCvOf() {
    return fc.constantFrom(emptyCv(), emptyCv('Outra Pessoa'), cvSchema.parse(SAMPLE_CV));
  }
});
