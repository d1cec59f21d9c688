import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('lazyComponent', () => {
  it('draws nothing until its code has come, then the component with its props', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const Lazy = lazyComponent(load);
    const { container } = render(<Lazy name="Mariana" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Olá, Mariana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws `loading` until its code has come', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((done) => (resolve = done)), { loading: () => <p>Carregando…</p> });
    render(<Lazy name="Mariana" />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Olá, Mariana')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });

  it('loads once for every mount and preload', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    Lazy.preload();
    const { unmount } = render(<Lazy name="Ana" />);
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
    unmount();
    render(<Lazy name="João" />);
    expect(await screen.findByText('Olá, João')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the fallback when the code cannot be loaded, and asks for it again on the next mount', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = lazyComponent(load, { fallback: ({ name }) => <p>Sem código, {name}</p> });
    const { unmount } = render(<Lazy name="Ana" />);
    expect(await screen.findByText('Sem código, Ana')).toBeInTheDocument();
    unmount();
    render(<Lazy name="Ana" />);
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws at once, without `loading`, once its code has come', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting), { loading: () => <p>Carregando…</p> });
    const { unmount } = render(<Lazy name="Ana" />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
    unmount();
    render(<Lazy name="João" />);
    expect(screen.getByText('Olá, João')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
  });
});
