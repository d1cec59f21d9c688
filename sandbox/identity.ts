import { z } from 'zod';

/** A CPF on the wire: 11 digits, or the masked form ___.___.___-__; normalised to 11 digits. */
export const cpfSchema = z
  .string()
  .regex(/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/, 'CPF deve ter 11 dígitos')
  .transform((value) => value.replace(/\D/g, ''));

export const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** Names as the insurer compares them: case, accents and extra spaces do not matter. */
const normalizeName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

export const sameName = (a: string, b: string) => normalizeName(a) === normalizeName(b);
