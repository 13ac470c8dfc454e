/**
 * whenIdle: work that can wait runs in an idle moment, by its deadline at the latest, and not at all once
 * cancelled; without requestIdleCallback (Safari) after the fallback delay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for an idle moment with the deadline, and cancels that request', () => {
    const idle: { cb: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (cb: () => void, opts?: { timeout?: number }) =>
        idle.push({ cb, timeout: opts?.timeout }),
      cancelIdleCallback: (id: number) => cancelled.push(id),
    });
    const task = vi.fn();
    const cancel = whenIdle(task, 1000, 0);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(1000);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.cb();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without requestIdleCallback runs after the fallback delay, or never once cancelled', () => {
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const task = vi.fn();
    whenIdle(task, 3000, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const cancel = whenIdle(later, 3000, 1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(later).not.toHaveBeenCalled();
  });
});
