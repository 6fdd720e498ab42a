import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

type TextPart = ReturnType<typeof onDemand<{ text: string }>>;
/** Renders the text of a part, inside a Suspense whose fallback says 'loading'. */
const renderText = (part: TextPart) => {
  function Reader() {
    return <p>{part.read().text}</p>;
  }
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Reader />
    </Suspense>,
  );
};

describe('onDemand', () => {
  it('fetches nothing until a component reads it, then renders the module once it has arrived', async () => {
    // The module arrives when the test says so: no race with a timer on a busy machine.
    let arrive: (module: { Part: () => React.JSX.Element }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Part: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    const part = onDemand(load);
    function Reader() {
      const { Part } = part.read();
      return <Part />;
    }
    expect(load).not.toHaveBeenCalled();
    // React 19 retries a render suspended by use() inside an act() scope only when that act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Reader />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ Part: () => <p>the part</p> }));
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the fallback while the module is on its way', () => {
    const part = onDemand(() => new Promise<{ text: string }>(() => {}));
    renderText(part);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once the module has arrived', async () => {
    const part = onDemand(() => later({ text: 'ready' }));
    part.preload();
    await act(() => later(null));
    renderText(part);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => later({ text: 'second try' }));
    const part = onDemand(load);
    part.preload();
    await act(() => later(null));
    part.preload();
    await act(() => later(null));
    expect(load).toHaveBeenCalledTimes(2);
    renderText(part);
    expect(screen.getByText('second try')).toBeInTheDocument();
  });
});
