import type { ManifestTransform } from 'workbox-build';

export function firstScreenFiles(only?: RegExp): { keys: string[]; files: Set<string> };
export const firstScreensOnly: ManifestTransform;
