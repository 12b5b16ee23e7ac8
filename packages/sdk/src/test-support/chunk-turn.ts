import { MAX_CHUNKS_IN_FLIGHT } from '../upload/upload-in-chunks.ts';

/**
 * The contract's chunk order, as the test servers keep it: whether chunk `index` is taken now,
 * `nextIndex` being the lowest chunk not stored. That one; once the first is stored, the three
 * after it too; the last only once every other chunk is stored.
 */
export const takesInTurn = (index: number, nextIndex: number, totalChunks: number) =>
  index === nextIndex ||
  (nextIndex > 0 &&
    index > nextIndex &&
    index < nextIndex + MAX_CHUNKS_IN_FLIGHT &&
    index < totalChunks - 1);
