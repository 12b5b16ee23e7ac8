import { vi } from 'vitest';

/**
 * Catches the files the app hands the browser to save (`saveFile`): their names and contents,
 * in order.
 */
export function savedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    blob = file as Blob;
    return 'blob:saved-file';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
