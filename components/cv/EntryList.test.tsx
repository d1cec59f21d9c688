import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { renderWithIntl } from '@/testing/render';
import { emptyCv, type CvFormValues } from '@/lib/validation/cv';
import { toFormValues } from '@/lib/cv/form';
import { ExperienceStep, SkillsStep } from './steps/EntrySteps';

/** The form's experience as the form holds it, shown so the test can read the order. */
function Order() {
  const jobs = useWatch<CvFormValues, 'experience'>({ name: 'experience' });
  return <output aria-label="ordem">{jobs.map((job) => job.company).join(', ')}</output>;
}

function Harness({ values, step = 'experience' }: { values: CvFormValues; step?: 'experience' | 'skills' }) {
  const form = useForm<CvFormValues>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      {step === 'experience' ? <ExperienceStep /> : <SkillsStep />}
      <Order />
    </FormProvider>
  );
}

function withJobs(...companies: string[]): CvFormValues {
  const cv = emptyCv('Ana Souza');
  cv.experience = companies.map((company, i) => ({ id: `job-${i}`, company, role: `Cargo ${i + 1}`, start: '01/2020', end: '', current: true, description: '' }));
  return toFormValues(cv);
}

const order = () => screen.getByRole('status', { name: 'ordem' }).textContent;

describe('EntryList (through the experience section)', () => {
  it('adds an entry and puts the focus on its first field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness values={withJobs()} />);
    expect(screen.getByText('Nenhuma experiência adicionada ainda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar experiência' }));
    const entry = screen.getByRole('group', { name: 'Experiência 1' });
    expect(within(entry).getByRole('textbox', { name: 'Empresa' })).toHaveFocus();
    await user.keyboard('Padaria');
    expect(screen.getByRole('group', { name: /^Experiência 1/ }).querySelector('legend')).toHaveTextContent('Experiência 1: Padaria');
  });

  it('moves an entry, keeps the focus on the button pressed and announces the new place', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness values={withJobs('Padaria', 'Mercado', 'Farmácia')} />);
    await user.click(screen.getByRole('button', { name: 'Mover para cima: Cargo 3 – Farmácia' }));
    expect(order()).toBe('Padaria, Farmácia, Mercado');
    expect(screen.getByRole('button', { name: 'Mover para cima: Cargo 3 – Farmácia' })).toHaveFocus();
    expect(screen.getByText('Cargo 3 – Farmácia: agora na posição 2 de 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(order()).toBe('Farmácia, Padaria, Mercado');
    // At the top 'Mover para cima' is off: the focus goes to 'Mover para baixo'.
    expect(screen.getByRole('button', { name: 'Mover para cima: Cargo 3 – Farmácia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover para baixo: Cargo 3 – Farmácia' })).toHaveFocus();
  });

  it('removes with a way back: the focus goes to Desfazer, which restores the entry in its place', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness values={withJobs('Padaria', 'Mercado')} />);
    await user.click(screen.getByRole('button', { name: 'Remover: Cargo 1 – Padaria' }));
    expect(order()).toBe('Mercado');
    expect(screen.getAllByText('Item removido: Cargo 1 – Padaria.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Desfazer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('Padaria, Mercado');
    expect(within(screen.getByRole('group', { name: /^Experiência 1/ })).getByRole('textbox', { name: 'Empresa' })).toHaveFocus();
    expect(screen.getByText('Item restaurado: Cargo 1 – Padaria.')).toBeInTheDocument();
  });

  it('stops at the section’s limit', async () => {
    const cv = emptyCv();
    cv.skills = Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, name: `Habilidade ${i}` }));
    renderWithIntl(<Harness values={toFormValues(cv)} step="skills" />);
    expect(screen.getByRole('button', { name: 'Adicionar habilidade' })).toBeDisabled();
    expect(screen.getByText('Você chegou ao limite de 30 itens nesta seção.')).toBeInTheDocument();
  });
});
