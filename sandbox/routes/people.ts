import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_PATHS } from '../contract/paths.ts';
import { accountEcosystems, chooseProduct, findAccount, findPolicy } from '../accounts.ts';
import { requireBearer } from '../auth.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { offersProductChoice } from '../ecosystems.ts';
import { HttpError, fail, ok, readJson } from '../envelope.ts';
import { cpfSchema } from '../identity.ts';

export const PEOPLE_MESSAGES = {
  chosen: 'Benefícios atualizados com sucesso.',
  alreadyChosen: 'Você já escolheu seus benefícios e essa escolha não pode ser alterada.',
  noChoice: 'Sua apólice não oferece escolha de benefícios.',
} as const;

const choiceSchema = z.object({
  identification: cpfSchema,
  currentProduct: z.boolean(),
  productList: z.array(z.object({ product: z.enum(['3', '5']) })).length(1),
});

/** POST /people/getProductsContingencyUser: the one-time choice between Empregabilidade ('3') and Autônomo ('5'). */
export function peopleRoutes(ctx: SandboxContext) {
  return new Hono<SandboxEnv>().post(WIRE_PATHS.contingencyProducts, requireBearer(ctx), async (c) => {
    const body = await readJson(c, choiceSchema);
    const cpf = c.get('cpf');
    if (body.identification !== cpf) throw new HttpError(403, 'A identificação não corresponde ao usuário autenticado.');
    const account = findAccount(ctx.db, cpf)!;
    const policy = findPolicy(ctx.db, cpf)!;
    if (account.chosenProduct) return c.json(fail('101', PEOPLE_MESSAGES.alreadyChosen));
    if (!offersProductChoice(policy.ecosystems)) return c.json(fail('102', PEOPLE_MESSAGES.noChoice));
    const product = body.productList[0]!.product;
    chooseProduct(ctx.db, cpf, product);
    return c.json(ok(PEOPLE_MESSAGES.chosen, { listEcosystem: accountEcosystems(policy, { ...account, chosenProduct: product }) }));
  });
}
