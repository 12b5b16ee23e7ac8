import { exampleBulkCsv } from '@pod-portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

afterEach(() => {
  vi.useRealTimers();
});

function serve(createBulk: Parameters<typeof http.post>[1]) {
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    http.get(api('/user/getuserbooks'), () =>
      HttpResponse.json({
        statusCode: 0,
        description: 'Successful',
        localBooks: [],
        internationalBooks: [],
      }),
    ),
    http.post(api('/user/uploadbookbulk'), createBulk),
  );
}

async function uploadCsv(user: ReturnType<typeof renderApp>['user'], csv: string) {
  await screen.findByRole('heading', { name: 'Bulk book upload' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File([csv], 'books.csv', { type: 'text/csv' }));
}

describe('/bulk-upload', () => {
  it('offers the template and an example as CSV downloads', async () => {
    serve(() => HttpResponse.json({}));
    renderApp('/bulk-upload', { user: aUser() });
    expect(await screen.findByRole('link', { name: 'Download template' })).toHaveAttribute(
      'download',
      'bulk-upload-template.csv',
    );
    expect(screen.getByRole('link', { name: 'Download example' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^data:text\/csv/),
    );
  });

  it('creates one book per valid row, runs the progress to 100, then lists the books', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created: unknown[] = [];
    serve(async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ statusCode: 0, description: 'Successful' }, { status: 201 });
    });
    const { user } = renderApp('/bulk-upload', { user: aUser() });
    await uploadCsv(user, exampleBulkCsv(2));
    const progress = await screen.findByRole('progressbar', { name: 'Reading your books' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40);
    expect(screen.queryByRole('region', { name: 'Valid Books' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_500);
    const valid = await screen.findByRole('region', { name: 'Valid Books' });
    expect(valid.querySelectorAll('li')).toHaveLength(2);
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ is_bulk: true });
    expect(screen.getByText('No invalid books found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Process' })).toHaveAttribute(
      'href',
      '/books',
    );
  });

  it("lists rows with the wrong columns as invalid, 'Title not found' when untitled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const create = vi.fn(() => HttpResponse.json({}));
    serve(create);
    const { user } = renderApp('/bulk-upload', { user: aUser() });
    await uploadCsv(user, 'title,pages\n,120\n');
    await vi.advanceTimersByTimeAsync(10_500);
    const invalid = await screen.findByRole('region', { name: 'Invalid Books' });
    expect(invalid).toHaveTextContent('Title not found');
    expect(screen.getAllByText('No valid books found').length).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('warns about rows the server already has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() =>
      HttpResponse.json(
        { statusCode: 'B22', description: 'Duplicate upload detected' },
        { status: 409 },
      ),
    );
    const { user } = renderApp('/bulk-upload', { user: aUser() });
    await uploadCsv(user, exampleBulkCsv(1));
    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() =>
      expect(
        screen.getByText("Duplicate upload detected, some books won't display below."),
      ).toBeInTheDocument(),
    );
  });

  it("says 'No books detected in your CSV document.' for a CSV without rows", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => HttpResponse.json({}));
    const { user } = renderApp('/bulk-upload', { user: aUser() });
    await uploadCsv(user, exampleBulkCsv(1).split('\n')[0] ?? '');
    await vi.advanceTimersByTimeAsync(10_500);
    expect(await screen.findByText('No books detected in your CSV document.')).toBeInTheDocument();
  });
});
