/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started by then; the URL only holds the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
