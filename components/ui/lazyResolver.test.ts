import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver at the first validation only, then reuses it', async () => {
    const load = jest.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Ana' }, undefined, options)).resolves.toEqual({ values: { name: 'Ana' }, errors: {} });
    await resolver({ name: 'Bia' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands the loader @hookform/resolvers' zodResolver, fetched with it", async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const load = jest.fn(async () => valid);
    await lazyResolver(load)({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledWith(zodResolver);
  });

  it('tries again at the next validation when the load failed (offline, a deploy)', async () => {
    const load = jest.fn<Promise<Resolver<Values, unknown, Values>>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Ana' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ana' }, undefined, options)).resolves.toEqual({ values: { name: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
