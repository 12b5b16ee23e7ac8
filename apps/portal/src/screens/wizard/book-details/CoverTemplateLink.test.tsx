import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../../../test/server.ts';
import { renderWizard } from '../../../test/wizard-test-support.tsx';
import { EMPTY_DRAFT } from '../drafts/book-draft.ts';

// 6 x 9 in, 200 pages of white paper: an 11.44 mm spine, a 321.44 x 235 mm cover with bleed.
const PRINT = {
  ...EMPTY_DRAFT,
  title: 'The Karoo Road',
  format: 'print' as const,
  isLocal: true,
  size: '152x229',
  numPages: 200,
  localPaperType: 1,
};
const PNG_NAME = 'Download cover template (PNG for Canva and other design tools)';

/** The cover template's answers: the PDF, and the PNG when asked for (counted). */
function templateServer(png: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get(api('/user/covertemplate/101/0'), ({ request }) => {
      const format = new URL(request.url).searchParams.get('format');
      asked.push(format ?? 'default');
      if (format === 'png') return png();
      return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  );
  return asked;
}

const pngAnswer = () =>
  HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
    headers: { 'content-type': 'image/png' },
  });

function renderCoverStage() {
  localStorage.setItem('calc_book', JSON.stringify({ localBookId: 101, internationalBookId: 0 }));
  return renderWizard('/new-book/confirm-bleed-cover', { draft: PRINT });
}

describe('the cover template downloads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the PNG beside the PDF, its pixels and 300 ppi said in its description', async () => {
    const asked = templateServer(pngAnswer);
    renderCoverStage();
    expect(
      await screen.findByRole('link', { name: 'Download cover template (PDF)' }),
    ).toHaveAttribute('download', 'cover-template.pdf');
    const png = screen.getByRole('button', { name: PNG_NAME });
    await waitFor(() => expect(png).toHaveAccessibleDescription(/3797 x 2776 pixels at 300 ppi/));
    expect(png).toHaveAccessibleDescription(/Canva/);
    // The PNG is made only when asked for; the PDF's request is unchanged.
    expect(asked).toEqual(['default']);
  });

  it('downloads the PNG from the keyboard, once, as cover-template.png', async () => {
    const asked = templateServer(pngAnswer);
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const { user } = renderCoverStage();
    const png = await screen.findByRole('button', { name: PNG_NAME });
    png.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'cover-template.png', href: expect.stringMatching(/^blob:/) });
    // Asked again, the same picture is saved without another request.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked.filter((format) => format === 'png')).toHaveLength(1);
  });

  it('says so when the PNG cannot be made, and lets the author try again', async () => {
    let fail = true;
    templateServer(() =>
      fail
        ? HttpResponse.json(
            { statusCode: 500, description: 'Internal server error' },
            { status: 500 },
          )
        : pngAnswer(),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderCoverStage();
    await user.click(await screen.findByRole('button', { name: PNG_NAME }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PNG could not be made just now. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: PNG_NAME }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
