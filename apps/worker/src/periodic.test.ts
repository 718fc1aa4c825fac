import { describe, expect, it } from 'vitest';
import { Periodic } from './periodic';

describe('Periodic', () => {
  it('runs one pass at a time: asking while one runs answers that one, and stop waits for it', async () => {
    let passes = 0;
    let finish: () => void = () => {};
    const periodic = new Periodic(async () => {
      passes += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return passes;
    }, 60_000);
    const first = periodic.run();
    const second = periodic.run();
    expect(second).toBe(first);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    expect(await first).toBe(1);
    await stopping;
    expect(stopped).toBe(true);
    // A new pass once the last has ended.
    const third = periodic.run();
    finish();
    expect(await third).toBe(2);
  });

  it('runs every interval, and once at start when asked', async () => {
    let passes = 0;
    const periodic = new Periodic(async () => ++passes, 20, true);
    periodic.start();
    // The first pass does not wait for the interval.
    expect(passes).toBe(1);
    const deadline = Date.now() + 5_000;
    while (passes < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await periodic.stop();
    const stoppedAt = passes;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(passes).toBe(stoppedAt);
  });
});
