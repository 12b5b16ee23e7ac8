import { describe, expect, it } from 'vitest';
import { describeProgress, timeLeft, uploadPace } from './upload-pace.ts';

describe('upload pace', () => {
  it('measures the speed of this run and the time the rest takes at it', () => {
    expect(uploadPace(3_000_000, 2000, 6_000_000)).toEqual({
      bytesPerSecond: 1_500_000,
      secondsLeft: 4,
    });
    expect(uploadPace(0, 0, 10)).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });

  it('says it in words', () => {
    expect(describeProgress(2_048_000, 10_240_000, uploadPace(2_048_000, 1000, 8_192_000))).toBe(
      '2.0 MB of 10.2 MB · 2.0 MB/s · about 4 seconds left',
    );
    expect(describeProgress(0, 5_000_000, { bytesPerSecond: null, secondsLeft: null })).toBe(
      '0.0 MB of 5.0 MB',
    );
    expect(timeLeft(1)).toBe('about 1 second left');
    expect(timeLeft(61)).toBe('about 2 minutes left');
  });
});
