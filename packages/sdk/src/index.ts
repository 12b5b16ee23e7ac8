export {
  type CallResult,
  createPodClient,
  type PodClient,
  type PodClientOptions,
  type PodSession,
} from './client/create-pod-client.ts';
export type { PodResult, ResourceMethods } from './client/resource-methods.ts';
export type { BookFile, UploadFile } from './client/upload-file.ts';
export {
  type FollowOptions,
  followServerEvents,
  type OpenedStream,
  type ServerEvent,
} from './events/follow-server-events.ts';
export type { components, operations, paths } from './generated/schema.d.ts';
export type {
  OfflineQueue,
  OfflineQueueState,
  QueuedCall,
  QueueStorage,
  RefusedCall,
  SendOrKeep,
} from './offline/offline-queue.ts';
export { type ApiCode, type ApiCodeKind, apiCodes } from './results/api-codes.ts';
export {
  type FieldError,
  type Outcome,
  type OutcomeKind,
  readOutcome,
} from './results/read-outcome.ts';
export type { SessionEndListener, SessionEndReason } from './session/create-session.ts';
export { memoryStorage } from './session/memory-storage.ts';
export { memoryTokenStore } from './session/memory-token-store.ts';
export { readTokenExpiry } from './session/read-token-expiry.ts';
export {
  type KeyValueStorage,
  sessionStorageTokenStore,
} from './session/session-storage-token-store.ts';
export {
  browserTabCoordinator,
  singleTab,
  type TabCoordinator,
} from './session/tab-coordinator.ts';
export type { SyncTokenStore, TokenStore, Tokens } from './session/token-store.ts';
export {
  type ChunkAnswer,
  type ChunkToSend,
  DEFAULT_CHUNK_SIZE,
  MAX_CHUNKS_IN_FLIGHT,
  PAGE_CHUNKS_IN_FLIGHT,
  type UploadFailure,
  type UploadOptions,
  type UploadProgress,
  type UploadResult,
  uploadInChunks,
} from './upload/upload-in-chunks.ts';
