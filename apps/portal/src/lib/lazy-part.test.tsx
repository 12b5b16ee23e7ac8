import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Page error: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('says in place that the code did not arrive, and Try again loads it anew', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart('The greeting', load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Thandi" />
      </Suspense>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'The greeting could not be loaded. Check your internet connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Thandi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says it cannot be loaded while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = lazyPart<{ name: string }>('The greeting', () =>
      Promise.reject(new TypeError('offline')),
    );
    render(
      <Suspense fallback={null}>
        <Part name="Thandi" />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The greeting cannot be loaded while you are offline. Try again once you are connected.',
    );
  });

  it("leaves the part's own errors to the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): ReactNode => {
      throw new Error('the part broke');
    };
    const Part = lazyPart('The broken part', async () => Broken);
    render(
      <PageBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PageBoundary>,
    );
    expect(await screen.findByText('Page error: the part broke')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
