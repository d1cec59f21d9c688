import { onlyDigits } from '@/lib/validation/digits';

/** A CPF with only its middle digits shown: 52998224725 → ***.982.247-** (anything else: all hidden). */
export function hideCpf(cpf: string): string {
  const digits = onlyDigits(cpf);
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '***.***.***-**';
}
