/** @jest-environment node */
import { cpfSchema } from './cpf';
import { isValidCpf, maskCpf } from './cpf-digits';
import { emailSchema, maskPhone, namesSchema, phoneSchema } from './fields';
import { codeSchema, loginSchema, newPasswordFormSchema, signupDataSchema } from './forms';
import { passwordRuleResults, passwordStrength } from './password';
import messages from '@/messages/pt-BR.json';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '123.456.789-09'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(cpfSchema.parse(cpf)).toBe(cpf.replace(/\D/g, ''));
  });

  it('rejects empty, short, all-equal and wrong check digits with the spec messages', () => {
    expect(firstMessage(cpfSchema.safeParse(''))).toBe('Validation.required');
    expect(firstMessage(cpfSchema.safeParse('529.982.247'))).toBe('Validation.cpfShort');
    expect(firstMessage(cpfSchema.safeParse('111.111.111-11'))).toBe('Validation.cpfInvalid');
    expect(firstMessage(cpfSchema.safeParse('529.982.247-26'))).toBe('Validation.cpfInvalid');
    expect(firstMessage(cpfSchema.safeParse(42))).toBe('Validation.required');
  });

  it('masks as the customer types', () => {
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
  });
});

describe('names, phone, e-mail', () => {
  it('accepts accented names with spaces, 4 to 100 letters', () => {
    expect(namesSchema.parse('  Ana   Paula Ferreira ')).toBe('Ana Paula Ferreira');
    expect(namesSchema.parse('João Conceição')).toBe('João Conceição');
    expect(firstMessage(namesSchema.safeParse('Ana'))).toBe('Validation.namesInvalid');
    expect(firstMessage(namesSchema.safeParse('Ana P3ula'))).toBe('Validation.namesInvalid');
    expect(firstMessage(namesSchema.safeParse('Ana-Paula'))).toBe('Validation.namesInvalid');
    expect(firstMessage(namesSchema.safeParse('a'.repeat(101)))).toBe('Validation.namesInvalid');
    expect(namesSchema.safeParse('a'.repeat(100)).success).toBe(true);
  });

  it('needs exactly 11 phone digits', () => {
    expect(phoneSchema.parse('(11) 98765-4321')).toBe('11987654321');
    expect(firstMessage(phoneSchema.safeParse('(11) 9876-4321'))).toBe('Validation.phoneLength');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119')).toBe('(11) 9');
  });

  it('checks the e-mail pattern and its 90-character limit', () => {
    expect(emailSchema.parse(' ana@exemplo.com.br ')).toBe('ana@exemplo.com.br');
    for (const bad of ['ana', 'ana@', 'ana@exemplo', 'ana @exemplo.com', `${'a'.repeat(80)}@exemplo.com`]) {
      expect(firstMessage(emailSchema.safeParse(bad))).toBe('Validation.emailFormat');
    }
  });
});

describe('password rules and strength', () => {
  it('reports each rule', () => {
    expect(passwordRuleResults('abc')).toEqual({ length: false, lowercase: true, uppercase: false, special: false });
    expect(passwordRuleResults('Ação@2026')).toEqual({ length: true, lowercase: true, uppercase: true, special: true });
    expect(passwordRuleResults('ÁÉÍÓÚ!ãé')).toEqual({ length: true, lowercase: true, uppercase: true, special: true });
    expect(passwordRuleResults('Abcdefgh$').special).toBe(false);
    expect(passwordRuleResults('Abcdefghijklmno!x').length).toBe(false);
  });

  it('labels strength baixa, média, alta', () => {
    expect(passwordStrength('abcdefgh')).toBe('low');
    expect(passwordStrength('Abcdefg!')).toBe('medium');
    expect(passwordStrength('Abcdefghij!1')).toBe('high');
    expect(passwordStrength('Ab(cd)ef1')).toBe('high');
  });

  it('needs the confirmation to match', () => {
    const mismatch = newPasswordFormSchema.safeParse({ password: 'Beneficio@2026', confirmPassword: 'Beneficio@2025' });
    expect(mismatch.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'Validation.passwordMismatch' })]);
    expect(firstMessage(newPasswordFormSchema.safeParse({ password: 'fraca', confirmPassword: 'fraca' }))).toBe('Validation.passwordRules');
  });
});

describe('form schemas', () => {
  it('login needs a valid CPF and a password', () => {
    expect(loginSchema.parse({ document: '529.982.247-25', password: 'x' })).toEqual({ document: '52998224725', password: 'x' });
    expect(firstMessage(loginSchema.safeParse({ document: '529.982.247-25', password: '' }))).toBe('Validation.required');
    expect(firstMessage(loginSchema.safeParse({ document: '529.982.247-25', password: 'x'.repeat(65) }))).toBe('Validation.passwordTooLong');
  });

  it('sign-up needs the terms accepted', () => {
    const data = { document: '314.159.265-90', names: 'Ana Paula Ferreira', phone: '(11) 98765-4321', email: 'ana@exemplo.com.br' };
    expect(firstMessage(signupDataSchema.safeParse({ ...data, acceptTerms: false }))).toBe('Validation.termsRequired');
    expect(signupDataSchema.parse({ ...data, acceptTerms: true }).phone).toBe('11987654321');
  });

  it('the code has 6 digits', () => {
    expect(codeSchema.safeParse('123456').success).toBe(true);
    expect(firstMessage(codeSchema.safeParse('12345'))).toBe('Validation.codeLength');
    expect(firstMessage(codeSchema.safeParse('12345a'))).toBe('Validation.codeLength');
  });

  it('every message key exists in pt-BR.json', () => {
    const keys = ['required', 'cpfShort', 'cpfInvalid', 'namesInvalid', 'phoneLength', 'emailFormat', 'passwordRules', 'passwordMismatch', 'termsRequired', 'codeLength'];
    for (const key of keys) expect(messages.Validation).toHaveProperty(key);
    expect(messages.Validation.cpfShort).toBe('Número insuficiente de dígitos');
    expect(messages.Validation.passwordMismatch).toBe('As senhas não coincidem.');
  });
});
