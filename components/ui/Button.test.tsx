import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import { Button, buttonClasses, type ButtonAppearance, type ButtonVariant } from './Button';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'terceary', 'danger'];
const APPEARANCES: ButtonAppearance[] = ['contained', 'outlined'];
const CSS = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');

/** The utilities a button's class list stands for: its component classes expanded from globals.css (`@apply`). */
function utilitiesOf(classList: string): string[] {
  return classList.split(' ').flatMap((name) => {
    const rule = new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(CSS);
    return rule ? rule[1]!.split(/\s+/) : [name];
  });
}

describe('Button', () => {
  it('is a fully rounded type="button" by default and can be a submit button', () => {
    render(
      <>
        <Button>Acessar</Button>
        <Button type="submit">Enviar</Button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Acessar' });
    expect(plain).toHaveAttribute('type', 'button');
    expect(utilitiesOf(plain.className)).toContain('rounded-full');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['primary', 'contained', ['bg-brand-700', 'text-white']],
    ['primary', 'outlined', ['border-brand-700', 'text-brand-700', 'bg-transparent']],
    ['secondary', 'contained', ['bg-accent-700', 'text-white']],
    ['secondary', 'outlined', ['border-accent-700', 'text-accent-700', 'bg-transparent']],
    ['terceary', 'contained', ['bg-brand-50', 'text-brand-900']],
    ['terceary', 'outlined', ['border-ink-muted', 'text-ink', 'bg-transparent']],
    ['danger', 'contained', ['bg-danger', 'text-white']],
    ['danger', 'outlined', ['border-danger', 'text-danger', 'bg-transparent']],
  ] as const)('%s %s has its colours', (variant, appearance, classes) => {
    render(
      <Button variant={variant} appearance={appearance}>
        Botão
      </Button>,
    );
    expect(utilitiesOf(screen.getByRole('button').className)).toEqual(expect.arrayContaining(['rounded-full', ...classes]));
  });

  it('defaults to primary contained', () => {
    expect(buttonClasses()).toBe(buttonClasses({ variant: 'primary', appearance: 'contained' }));
    render(<Button>Botão</Button>);
    expect(utilitiesOf(screen.getByRole('button').className)).toContain('bg-brand-700');
  });

  it('gives every variant/appearance pair a distinct look, each a short class list standing for its utilities', () => {
    const all = VARIANTS.flatMap((variant) => APPEARANCES.map((appearance) => buttonClasses({ variant, appearance })));
    expect(new Set(all.map((classes) => utilitiesOf(classes).join(' '))).size).toBe(all.length);
    for (const classes of all) {
      expect(classes.length).toBeLessThan(40);
      expect(utilitiesOf(classes).length).toBeGreaterThan(15);
    }
  });

  it('when disabled: native disabled, 50% opacity, not-allowed cursor and clicks ignored', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Acessar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Acessar' });
    expect(button).toBeDisabled();
    expect(utilitiesOf(button.className)).toEqual(expect.arrayContaining(['disabled:opacity-50', 'disabled:cursor-not-allowed']));
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when enabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Acessar</Button>);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('buttonClasses lets a link look like a button, with extra classes and full width', () => {
    render(
      <Link href="/" className={buttonClasses({ variant: 'secondary', appearance: 'outlined', fullWidth: true, className: 'mt-4' })}>
        Início
      </Link>,
    );
    expect(utilitiesOf(screen.getByRole('link', { name: 'Início' }).className)).toEqual(
      expect.arrayContaining(['rounded-full', 'border-accent-700', 'w-full', 'mt-4']),
    );
  });
});

describe('Button colour contrast (WCAG AA, 4.5:1)', () => {
  const css = CSS;
  const tokens = new Map<string, string>([['white', '#ffffff'], ['transparent', '#ffffff']]);
  for (const [, name, hex] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)) tokens.set(name!, hex!);

  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  // Only the resting state's utilities (no variant prefix such as hover:).
  const colour = (classes: string, prefix: 'bg' | 'text') => {
    const match = classes.split(' ').find((c) => c.startsWith(`${prefix}-`) && tokens.has(c.slice(prefix.length + 1)));
    return match ? tokens.get(match.slice(prefix.length + 1)) : undefined;
  };

  it.each(VARIANTS.flatMap((variant) => APPEARANCES.map((appearance) => [variant, appearance] as const)))(
    '%s %s text passes on its background',
    (variant, appearance) => {
      const classes = utilitiesOf(buttonClasses({ variant, appearance })).join(' ');
      const fg = colour(classes, 'text');
      const bg = colour(classes, 'bg');
      expect(fg).toBeDefined();
      expect(bg).toBeDefined();
      expect(ratio(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('Button while busy', () => {
  it('keeps the focus and says it is unavailable (aria-disabled), without the disabled attribute', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Confirmar agendamento
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirmar agendamento' });
    button.focus();
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(onClick).not.toHaveBeenCalled();
    expect(utilitiesOf(button.className)).toEqual(expect.arrayContaining(['aria-disabled:opacity-50', 'aria-disabled:cursor-not-allowed']));
  });

  it('does not submit its form, by a click or by Enter in a field', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Assunto
          <input name="note" />
        </label>
        <Button type="submit" busy>
          Enviar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Assunto' }), 'oi{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works again once the call is over', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Salvar
      </Button>,
    );
    rerender(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
