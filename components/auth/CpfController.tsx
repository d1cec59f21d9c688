'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { MaskedField } from '@/components/ui/MaskedField';
import { maskCpf } from '@/lib/validation/cpf-digits';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T>; autoFocus?: boolean };

/** The CPF of a react-hook-form form (login, sign-up, recovery): masked as typed, the numeric keyboard on phones, its error translated. */
export function CpfController<T extends FieldValues>({ control, name, autoFocus }: Props<T>) {
  const t = useTranslations('Auth');
  return (
    <MaskedField
      control={control}
      name={name}
      label={t('cpfLabel')}
      mask={maskCpf}
      template="___.___.___-__"
      autoComplete="username"
      data-autofocus={autoFocus ? '' : undefined}
    />
  );
}
