/**
 * A Blob's bytes in one array, read as a stream: where they lie in one piece (in Node, a slice
 * of one part of the Blob) that piece is the answer, while `Blob.arrayBuffer()` in Node copies
 * every byte twice, and the garbage of a second copy per chunk cost an upload in Node about a
 * tenth of its speed (`bench/uploads`). Pieces (a browser reads a Blob in pieces) are joined.
 */
export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  const reader = blob.stream().getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    pieces.push(read.value);
  if (pieces.length === 1 && pieces[0]) return pieces[0];
  const bytes = new Uint8Array(blob.size);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}
