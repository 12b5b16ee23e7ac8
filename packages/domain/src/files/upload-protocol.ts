/**
 * The chunked upload's size of a chunk: every chunk but the last is exactly this many bytes.
 * The SDK sends by it (its generated copy) and the API checks by it.
 */
export const UPLOAD_CHUNK_BYTES = 1_024_000;

/**
 * Chunks an upload may have in flight at once: the lowest one the server does not hold and
 * the three after it (never the first, which creates the file, nor the last, which completes
 * it). The SDK's most at once, and the API's window of chunks it takes.
 */
export const UPLOAD_CHUNKS_IN_FLIGHT = 4;
