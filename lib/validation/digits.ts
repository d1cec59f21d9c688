/** The digits of a typed value (a phone, a CPF, a CEP): its own module, so a mask does not bring the CPF check with it. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');
