import { Hono } from 'hono';
import { z } from 'zod';
import { SALARY_LEVELS, UF_CODES, OCCUPATION_ID_PATTERN, type SalaryLevel, type UfCode } from '../contract/regions.ts';
import { WIRE_PATHS } from '../contract/paths.ts';
import { accountEcosystems, findAccount, findPolicy } from '../accounts.ts';
import { requireBearer } from '../auth.ts';
import { OCCUPATION_TITLES } from '../content/occupation-titles.ts';
import type { Occupation } from '../content/occupations.ts';
import { FIGURE_KEYS, NATIONAL, SALARY_REFERENCE_DATE, SALARY_SOURCE, salaryFigures, type Region, type SalaryFigures } from '../content/salary-reference.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { type Db, sql } from '../db.ts';
import { fail, ok, parseWith } from '../envelope.ts';

/** The service key of the comparator in listEcosystem (SPEC §2). */
const SALARY_SERVICE = 'consultar';

const SALARY_MESSAGES = {
  occupations: 'Ocupações encontradas.',
  range: 'Faixa salarial encontrada.',
  notIncluded: 'O comparador salarial não faz parte dos benefícios deste cliente.',
  unknownOccupation: (id: string) => `Ocupação não encontrada: ${id}.`,
} as const;

const paramsSchema = z.object({
  occupationId: z.string().regex(OCCUPATION_ID_PATTERN, 'código de ocupação inválido'),
  uf: z.enum(UF_CODES, 'UF desconhecida'),
  level: z.enum(SALARY_LEVELS, 'nível desconhecido'),
});

type OccupationRow = { id: string; category: string; description: string; base_salary: number };

const toOccupation = (row: OccupationRow): Occupation => ({ id: row.id, value: row.category, description: row.description });
/** In the list, each family with its job titles. */
const toListedOccupation = (row: OccupationRow): Occupation => ({ ...toOccupation(row), titles: [...(OCCUPATION_TITLES[row.id] ?? [])] });

function findOccupation(db: Db, id: string): OccupationRow | undefined {
  return sql(db, 'SELECT id, category, description, base_salary FROM salary_occupations WHERE id = ?').get(id) as OccupationRow | undefined;
}

/**
 * The figures of an occupation are built by the rule the first time they are asked for after a
 * (re)seed, in one transaction: the same values every time, and resets stay fast for the other areas.
 */
function ensureFigures(db: Db, occupation: OccupationRow): void {
  if (sql(db, 'SELECT 1 FROM salary_figures WHERE occupation_id = ? LIMIT 1').get(occupation.id)) return;
  const insert = sql(db, 'INSERT INTO salary_figures (occupation_id, region, level, p25, median, p75, records) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const seed = { id: occupation.id, base: occupation.base_salary };
  db.transaction(() => {
    for (const { region, level } of FIGURE_KEYS) {
      const { p25, median, p75, records } = salaryFigures(seed, region, level);
      insert.run(occupation.id, region, level, p25, median, p75, records);
    }
  })();
}

function figuresOf(db: Db, occupationId: string, region: Region, level: SalaryLevel): SalaryFigures {
  const query = 'SELECT p25, median, p75, records FROM salary_figures WHERE occupation_id = ? AND region = ? AND level = ?';
  return sql(db, query).get(occupationId, region, level) as SalaryFigures;
}

/** The customer's current ecosystems (policy, narrowed by a contingency choice) list the comparator. */
function holdsSalaryService(db: Db, cpf: string): boolean {
  const policy = findPolicy(db, cpf);
  const account = findAccount(db, cpf);
  if (!policy || !account) return false;
  return accountEcosystems(policy, account).some((ecosystem) => ecosystem.servicesList.some((service) => service.serviceName === SALARY_SERVICE));
}

/**
 * The salary partner, our assumption about its calls (docs/sandbox.md):
 * GET /salary/getOccupationList (tenant only: reference data) and
 * GET /salary/getSalaryRange/{occupationId}/{uf}/{level} (bearer; the customer must hold 'consultar').
 */
export function salaryRoutes(ctx: SandboxContext) {
  const { db } = ctx;
  return new Hono<SandboxEnv>()
    .get(WIRE_PATHS.salaryOccupations, (c) => {
      const rows = sql(db, 'SELECT id, category, description, base_salary FROM salary_occupations ORDER BY position').all() as OccupationRow[];
      return c.json(ok(SALARY_MESSAGES.occupations, { occupationList: rows.map(toListedOccupation) }));
    })
    .get(`${WIRE_PATHS.salaryRange}/:occupationId/:uf/:level`, requireBearer(ctx), (c) => {
      const { occupationId, uf, level } = parseWith(paramsSchema, c.req.param());
      if (!holdsSalaryService(db, c.get('cpf'))) return c.json(fail('102', SALARY_MESSAGES.notIncluded));
      const occupation = findOccupation(db, occupationId);
      if (!occupation) return c.json(fail('101', SALARY_MESSAGES.unknownOccupation(occupationId)));
      ensureFigures(db, occupation);
      const levels = SALARY_LEVELS.map((each) => ({
        level: each,
        state: figuresOf(db, occupation.id, uf as UfCode, each),
        national: figuresOf(db, occupation.id, NATIONAL, each),
      }));
      return c.json(
        ok(SALARY_MESSAGES.range, {
          occupation: toOccupation(occupation),
          uf,
          level,
          currency: 'BRL',
          referenceDate: SALARY_REFERENCE_DATE,
          source: SALARY_SOURCE,
          levels,
        }),
      );
    });
}
