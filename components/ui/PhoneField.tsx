'use client';

import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { maskPhone } from '@/lib/validation/phone-mask';
import { MaskedField } from './MaskedField';

export interface PhoneFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
}

/** The mobile phone of a react-hook-form form, masked as typed: (__) _____-____. */
export function PhoneField<V extends FieldValues>({ control, name, label }: PhoneFieldProps<V>) {
  return <MaskedField control={control} name={name} label={label} mask={maskPhone} template="(__) _____-____" type="tel" autoComplete="tel-national" />;
}
