import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfViewer } from './PdfViewer.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

// jsdom cannot run pdf.js (no canvas, no worker), so pdfjs-dist is replaced by a recorder of
// what the viewer asks for; the real library is exercised by the browser suite.
const pdfjs = vi.hoisted(() => {
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 400 * scale, height: 600 * scale }),
    render,
  };
  const doc = { numPages: 3, getPage: vi.fn(async () => page) };
  const task = { promise: Promise.resolve(doc), destroy: vi.fn(async () => undefined) };
  return {
    render,
    doc,
    task,
    getDocument: vi.fn((_src: string) => task),
    GlobalWorkerOptions: { workerSrc: '' },
  };
});

vi.mock('pdfjs-dist', () => ({
  getDocument: pdfjs.getDocument,
  GlobalWorkerOptions: pdfjs.GlobalWorkerOptions,
}));

afterEach(() => {
  vi.clearAllMocks();
  pdfjs.GlobalWorkerOptions.workerSrc = '';
});

describe('PdfViewer', () => {
  it('loads pdf.js when shown, sets its worker and draws page 1 at the render width', async () => {
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
    render(<PdfViewer src="/files/contract.pdf" title="Publishing contract" />);
    expect(screen.getByRole('progressbar', { name: 'Loading Publishing contract' })).toBeTruthy();
    const canvas = (await screen.findByRole('img', {
      name: 'Publishing contract, page 1 of 3',
    })) as HTMLCanvasElement;
    expect(pdfjs.getDocument).toHaveBeenCalledWith('/files/contract.pdf');
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(
      /pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/,
    );
    await waitFor(() => expect(pdfjs.render).toHaveBeenCalledTimes(1));
    expect(pdfjs.doc.getPage).toHaveBeenLastCalledWith(1);
    expect([canvas.width, canvas.height]).toEqual([800, 1200]);
  });

  it('pages with Previous and Next, announcing the position', async () => {
    const user = userEvent.setup();
    render(<PdfViewer src="/c.pdf" title="Contract" workerSrc="/assets/worker.js" />);
    await screen.findByRole('img', { name: 'Contract, page 1 of 3' });
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/assets/worker.js');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('img', { name: 'Contract, page 3 of 3' })).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await waitFor(() => expect(pdfjs.doc.getPage).toHaveBeenLastCalledWith(3));
    await user.click(previous);
    await waitFor(() => expect(pdfjs.doc.getPage).toHaveBeenLastCalledWith(2));
  });

  it('offers a download link and frees the document when it goes away', async () => {
    const { unmount } = render(
      <PdfViewer src="/c.pdf" title="Contract" downloadName="contract.pdf" />,
    );
    const link = await screen.findByRole('link', { name: 'Download Contract' });
    expect(link.getAttribute('href')).toBe('/c.pdf');
    expect(link.getAttribute('download')).toBe('contract.pdf');
    unmount();
    expect(pdfjs.task.destroy).toHaveBeenCalled();
  });

  it('falls back to the download link when the document cannot load', async () => {
    pdfjs.getDocument.mockImplementationOnce(() => ({
      promise: Promise.reject(new Error('Missing PDF')),
      destroy: vi.fn(async () => undefined),
    }));
    render(<PdfViewer src="/missing.pdf" title="Terms" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be shown');
    expect(screen.getByRole('link', { name: 'Download Terms' })).toBeTruthy();
  });

  it('has no axe violations once loaded', async () => {
    const { container } = render(<PdfViewer src="/c.pdf" title="Contract" />);
    await screen.findByRole('img', { name: 'Contract, page 1 of 3' });
    await expectNoAxeViolations(container);
  });
});
