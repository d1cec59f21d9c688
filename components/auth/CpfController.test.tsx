import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { renderWithIntl } from '@/testing/render';
import { CpfController } from './CpfController';

function Controlled({ error }: { error?: string }) {
  const { control, setError } = useForm({ defaultValues: { document: '' } });
  useEffect(() => {
    if (error) setError('document', { message: error });
  }, [error, setError]);
  return <CpfController control={control} name="document" />;
}

describe('CpfController', () => {
  it('masks the digits as ___.___.___-__ while typing and ignores anything else', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', '___.___.___-__');
    await user.type(input, '5299');
    expect(input).toHaveValue('529.9');
    await user.type(input, 'ab8224725');
    expect(input).toHaveValue('529.982.247-25');
    await user.type(input, '99');
    expect(input).toHaveValue('529.982.247-25');
  });

  it('masks a pasted CPF', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await user.click(input);
    await user.paste('52998224725');
    expect(input).toHaveValue('529.982.247-25');
  });

  it('shows its error as an alert linked to the input', async () => {
    renderWithIntl(<Controlled error="Número insuficiente de dígitos" />);
    await screen.findByRole('alert');
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Número insuficiente de dígitos');
    expect(screen.getByRole('alert')).toHaveTextContent('Número insuficiente de dígitos');
  });
});
