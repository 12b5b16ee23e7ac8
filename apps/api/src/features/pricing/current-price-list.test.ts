import { defaultPriceList } from '@pod-portal/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { currentPriceList } from './current-price-list.ts';
import { loadPriceList } from './load-price-list.ts';

vi.mock('./load-price-list.ts', () => ({ loadPriceList: vi.fn() }));
const load = vi.mocked(loadPriceList);
const database = () => ({}) as Db; // only its identity matters here

describe('currentPriceList', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue(defaultPriceList);
  });

  it('reads the price list once for calls within a few seconds, per database', async () => {
    const db = database();
    await Promise.all([currentPriceList(db, 0), currentPriceList(db, 10)]);
    expect(await currentPriceList(db, 4_999)).toBe(defaultPriceList);
    expect(load).toHaveBeenCalledTimes(1);
    await currentPriceList(database(), 0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads it again once it is older than that', async () => {
    const db = database();
    await currentPriceList(db, 0);
    await currentPriceList(db, 5_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const db = database();
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(currentPriceList(db, 0)).rejects.toThrow('database down');
    expect(await currentPriceList(db, 1)).toBe(defaultPriceList);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
