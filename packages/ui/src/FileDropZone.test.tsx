import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const pdf = () => new File(['%PDF-1.7'], 'cover.pdf', { type: 'application/pdf' });

/** The parts of a DataTransfer that a file drop carries (jsdom has no DataTransfer). */
function fileTransfer(files: File[]) {
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    files,
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    getData: () => '',
  };
}

describe('FileDropZone', () => {
  it('reports files chosen with the picker, which offers the accept list', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <FileDropZone label="Cover" acceptedFileTypes={['.pdf']} onSelect={onSelect} />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.pdf');
    expect(input.multiple).toBe(false);
    const file = pdf();
    await user.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('list', { name: 'Cover: chosen' }).textContent).toBe('cover.pdf');
    expect(screen.getByRole('status').textContent).toBe('Chosen: cover.pdf');
  });

  it('reaches the drop area and then the picker from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<FileDropZone label="Book file" onSelect={() => undefined} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Book file: drop area, paste a file here' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose file Book file' }),
    );
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('reports dropped files', async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDropZone label="Cover" onSelect={onSelect} />);
    const zone = container.querySelector('.ui-drop-zone') as HTMLElement;
    const file = pdf();
    const dataTransfer = fileTransfer([file]);
    await act(async () => {
      fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
      fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
      fireEvent.drop(zone, { dataTransfer, clientX: 1, clientY: 1 });
    });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalled());
    const [files] = onSelect.mock.calls[0] as [File[]];
    expect(files.map((f) => f.name)).toEqual(['cover.pdf']);
  });

  it('ties its description and error to the button and has no axe violations', async () => {
    const { container } = render(
      <FileDropZone
        label="Thumbnail"
        acceptedFileTypes={['image/jpeg']}
        description="1000px x 1000px JPEG at 300dpi"
        isInvalid
        errorMessage="Cannot upload PNG files - Please upload a JPG or JPEG file"
        onSelect={() => undefined}
      />,
    );
    const button = screen.getByRole('button', { name: 'Choose file Thumbnail' });
    const describedBy = button.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual([
      '1000px x 1000px JPEG at 300dpi',
      'Cannot upload PNG files - Please upload a JPG or JPEG file',
    ]);
    await expectNoAxeViolations(container);
  });
});
