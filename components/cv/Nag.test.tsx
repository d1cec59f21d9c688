import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithIntl } from '@/testing/render';
import { toFormValues } from '@/lib/cv/form';
import { cvSchema, emptyCv, type CvDocument, type CvFormValues } from '@/lib/validation/cv';
import { PdfActions } from './PdfActions';
import { ExperienceStep } from './steps/EntrySteps';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/auth/curriculo/work-experience' }));

/** The builder's form settings (components/cv/CvBuilder.tsx) around the experience section and the download. */
type LaterTexts = Parameters<typeof PdfActions>[0]['laterTexts'];
const READY: LaterTexts = { state: 'ready', read: async () => undefined };

function Harness({ laterTexts = READY }: { laterTexts?: LaterTexts }) {
  const cv = emptyCv('Ana Souza');
  const form = useForm<CvFormValues, unknown, CvDocument>({ defaultValues: toFormValues(cv), resolver: zodResolver(cvSchema), mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <ExperienceStep />
      <PdfActions flush={async () => true} onGoTo={() => undefined} laterTexts={laterTexts} />
    </FormProvider>
  );
}

const REQUIRED = 'Você deve preencher o campo';

describe('the CV does not nag', () => {
  it('a new, empty entry is not red; a field turns red once left empty, and only that one', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Adicionar experiência' }));
    const entry = screen.getByRole('group', { name: 'Experiência 1' });
    expect(within(entry).getByRole('textbox', { name: 'Empresa' })).toHaveFocus();
    // The list is validated when it changes (react-hook-form): give it the time, then look.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(entry).queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(within(entry).getByRole('textbox', { name: 'Empresa' })).not.toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(await within(entry).findByText(REQUIRED)).toBeInTheDocument();
    expect(within(entry).getAllByText(REQUIRED)).toHaveLength(1);
    expect(within(entry).getByRole('textbox', { name: 'Empresa' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(entry).getByRole('textbox', { name: 'Cargo' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a download shows every field to fix; an entry added after it is not red', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Adicionar experiência' }));
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    const first = screen.getByRole('group', { name: 'Experiência 1' });
    // Empresa, Cargo and Início are required; Saída has its own message.
    expect(await within(first).findAllByText(REQUIRED)).toHaveLength(3);
    expect(within(first).getByRole('textbox', { name: /^Saída/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alertdialog', { name: 'Complete seu currículo' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The dialog closed, the focus is on the first field to fix (react-hook-form's focus on the first error).
    expect(within(first).getByRole('textbox', { name: 'Empresa' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Adicionar experiência' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = screen.getByRole('group', { name: 'Experiência 2' });
    expect(within(second).queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(within(first).getAllByText(REQUIRED)).toHaveLength(3);
  });

  it("'Baixar PDF' waits for the other sections' texts ('Complete seu currículo' names their fields); after a failed read it reads them again", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<Harness laterTexts={{ state: 'loading', read: jest.fn() }} />);
    const download = screen.getByRole('button', { name: 'Baixar PDF' });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    await user.click(download);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const read = jest.fn(async () => undefined);
    rerender(<Harness laterTexts={{ state: 'failed', read }} />);
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alertdialog', { name: 'Complete seu currículo' })).toBeInTheDocument();
  });
});
