/** @jest-environment node */
import type { Ecosystem } from './ecosystem-types';
import { LANDING, applyEcosystemChoice, applyLoginRules, homeTabOf, redirectFor } from './ecosystems';

const coursera = (meta: string) => ({ name: 'coursera', meta });
const employability: Ecosystem = { name: 'Empregabilidade', services: [coursera('emp'), { name: 'curr', meta: 'cv' }] };
const selfEmployed: Ecosystem = { name: 'Autônomo', services: [coursera('mei'), { name: 'logo', meta: 'logo' }] };
const installments: Ecosystem = { name: 'Parcelamento', services: [coursera('parcelamento-meta')] };
const protectedLoan: Ecosystem = { name: 'Protegido', services: [coursera('protegido-meta'), { name: 'curr', meta: 'cv-p' }] };

describe('applyLoginRules', () => {
  it('one ecosystem: kept as it is, and it is the customer’s eco', () => {
    expect(applyLoginRules([employability])).toEqual({
      ecosystems: [employability],
      isParcelamentoUser: false,
      isProtegido: false,
      eco: 'Empregabilidade',
      mustChooseEcosystem: false,
    });
  });

  it('exactly three ecosystems: the choice comes first and nothing is removed yet', () => {
    const outcome = applyLoginRules([installments, employability, selfEmployed]);
    expect(outcome).toEqual({
      ecosystems: [installments, employability, selfEmployed],
      isParcelamentoUser: true,
      isProtegido: false,
      eco: null,
      mustChooseEcosystem: true,
    });
  });

  it('three ecosystems without Parcelamento also must choose', () => {
    expect(applyLoginRules([employability, selfEmployed, protectedLoan]).mustChooseEcosystem).toBe(true);
  });

  it('a Parcelamento user loses Parcelamento; Protegido’s coursera takes Parcelamento’s meta, other services untouched', () => {
    const outcome = applyLoginRules([installments, protectedLoan]);
    expect(outcome.ecosystems).toEqual([{ name: 'Protegido', services: [coursera('parcelamento-meta'), { name: 'curr', meta: 'cv-p' }] }]);
    expect(outcome).toMatchObject({ isParcelamentoUser: true, isProtegido: true, eco: 'Protegido', mustChooseEcosystem: false });
  });

  it('does not mutate its input', () => {
    const input = [installments, protectedLoan];
    applyLoginRules(input);
    expect(protectedLoan.services[0]?.meta).toBe('protegido-meta');
    expect(input).toHaveLength(2);
  });

  it('a Parcelamento user without Protegido keeps the rest; a Parcelamento without coursera lends nothing', () => {
    expect(applyLoginRules([installments, employability]).ecosystems).toEqual([employability]);
    const bare: Ecosystem = { name: 'Parcelamento', services: [] };
    expect(applyLoginRules([bare, protectedLoan]).ecosystems).toEqual([protectedLoan]);
  });

  it('two ecosystems without Parcelamento: no eco, nothing removed', () => {
    expect(applyLoginRules([employability, protectedLoan])).toMatchObject({ ecosystems: [employability, protectedLoan], eco: null, isProtegido: true });
  });

  it('no ecosystem at all', () => {
    expect(applyLoginRules([])).toMatchObject({ ecosystems: [], eco: null, mustChooseEcosystem: false });
  });
});

describe('applyEcosystemChoice', () => {
  const before = { ecosystems: [installments, employability, selfEmployed], isParcelamentoUser: true, isProtegido: false, eco: null };

  it('Empregabilidade chosen: isProtegido true, Parcelamento removed', () => {
    expect(applyEcosystemChoice(before, '3', [employability])).toEqual({
      ecosystems: [employability],
      isParcelamentoUser: true,
      isProtegido: true,
      eco: 'Empregabilidade',
    });
  });

  it('Autônomo chosen: isProtegido false', () => {
    expect(applyEcosystemChoice(before, '5', [selfEmployed])).toEqual({
      ecosystems: [selfEmployed],
      isParcelamentoUser: true,
      isProtegido: false,
      eco: 'Autônomo',
    });
  });

  it('removes a Parcelamento the insurer still lists, and lends its coursera meta to Protegido', () => {
    const chosen = applyEcosystemChoice(before, '3', [installments, employability, protectedLoan]);
    expect(chosen.ecosystems.map((e) => e.name)).toEqual(['Empregabilidade', 'Protegido']);
    expect(chosen.ecosystems[1]?.services[0]).toEqual(coursera('parcelamento-meta'));
  });

  it('Protegido keeps the coursera meta of the Parcelamento held before the choice', () => {
    const held = { ...before, ecosystems: [installments, employability, protectedLoan] };
    expect(applyEcosystemChoice(held, '3', [employability, protectedLoan]).ecosystems[1]?.services[0]).toEqual(coursera('parcelamento-meta'));
  });
});

describe('redirectFor', () => {
  it('exactly one ecosystem: Autônomo (EP MEI) → inicio-fazer-cursos, anything else → comparador-salarial-v2', () => {
    expect(redirectFor([selfEmployed])).toBe(LANDING.selfEmployed);
    expect(LANDING.selfEmployed).toBe('/auth/inicio-fazer-cursos');
    expect(redirectFor([employability])).toBe('/auth/comparador-salarial-v2');
    expect(redirectFor([protectedLoan])).toBe('/auth/comparador-salarial-v2');
  });

  it('no redirect with none or several ecosystems', () => {
    expect(redirectFor([])).toBeNull();
    expect(redirectFor([employability, protectedLoan])).toBeNull();
    expect(redirectFor([installments, employability, selfEmployed])).toBeNull();
  });
});

describe('homeTabOf', () => {
  it("is the home's services tab of the customer's ecosystem, none outside Autônomo and Empregabilidade", () => {
    expect(homeTabOf('Autônomo')).toBe('autonomo');
    expect(homeTabOf('Empregabilidade')).toBe('empregabilidade');
    expect(homeTabOf('Protegido')).toBeNull();
    expect(homeTabOf('Parcelamento')).toBeNull();
    expect(homeTabOf(null)).toBeNull();
  });
});
