/** @jest-environment node */
import { WIRE_PATHS } from './contract/paths.ts';
import { applyProductChoice, employabilityEcosystem, installmentsEcosystem, protectedEcosystem, selfEmployedEcosystem } from './ecosystems.ts';
import { PEOPLE_MESSAGES } from './routes/people.ts';
import { CPF, useSandbox } from './test-harness.ts';

const sandbox = useSandbox();
type Ecosystems = { listEcosystem: { ecosystemName: string }[] };
const namesOf = (data: unknown) => (data as Ecosystems).listEcosystem.map((ecosystem) => ecosystem.ecosystemName);

const choose = async (cpf: string, product: string, token?: string) =>
  sandbox.post(WIRE_PATHS.contingencyProducts, {
    token: token ?? (await sandbox.token(cpf)),
    body: { identification: cpf, currentProduct: false, productList: [{ product }] },
  });

test.each([
  ['3', ['Empregabilidade']],
  ['5', ['EP MEI']],
])("choice '%s' answers the new listEcosystem, without Parcelamento, and login keeps it", async (product, expected) => {
  const envelope = await (await choose(CPF.mustChoose, product)).json();
  expect(envelope).toMatchObject({ code: '00', error: false, message: PEOPLE_MESSAGES.chosen });
  expect(namesOf(envelope.data)).toEqual(expected);
  expect(namesOf((await sandbox.login(CPF.mustChoose)).data)).toEqual(expected);
});

test('a second choice is refused with a message', async () => {
  await choose(CPF.mustChoose, '3');
  expect(await (await choose(CPF.mustChoose, '5')).json()).toEqual({ code: '101', error: true, message: PEOPLE_MESSAGES.alreadyChosen });
  expect(namesOf((await sandbox.login(CPF.mustChoose)).data)).toEqual(['Empregabilidade']);
});

test('102 for a customer whose policy offers no choice', async () => {
  expect(await (await choose(CPF.employability, '5')).json()).toEqual({ code: '102', error: true, message: PEOPLE_MESSAGES.noChoice });
});

test('Protegido survives a choice; Parcelamento never does', () => {
  const all = [installmentsEcosystem(), employabilityEcosystem(), selfEmployedEcosystem(), protectedEcosystem()];
  expect(applyProductChoice(all, '3').map((e) => e.ecosystemName)).toEqual(['Empregabilidade', 'Protegido']);
  expect(applyProductChoice(all, '5').map((e) => e.ecosystemName)).toEqual(['EP MEI', 'Protegido']);
});

test('403 when identification is not the authenticated customer', async () => {
  const response = await choose(CPF.employability, '3', await sandbox.token(CPF.mustChoose));
  expect(response.status).toBe(403);
});

test('401 without a bearer token', async () => {
  const response = await sandbox.post(WIRE_PATHS.contingencyProducts, { body: { identification: CPF.mustChoose, currentProduct: false, productList: [{ product: '3' }] } });
  expect(response.status).toBe(401);
});

test.each([
  ['an unknown product', [{ product: '4' }]],
  ['two products', [{ product: '3' }, { product: '5' }]],
  ['no product', []],
])('400 for %s', async (_label, productList) => {
  const response = await sandbox.post(WIRE_PATHS.contingencyProducts, {
    token: await sandbox.token(CPF.mustChoose),
    body: { identification: CPF.mustChoose, currentProduct: false, productList },
  });
  expect(response.status).toBe(400);
});
