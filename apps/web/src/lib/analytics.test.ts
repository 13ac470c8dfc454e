/** spec §7, §9: the page-view event goes out 250 ms after each route change. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewScheduler, PAGE_VIEW_DELAY_MS, setAnalyticsSink, trackPageView } from './analytics';

describe('page-view timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends 250 ms after a route change, not before', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(250);
    const send = vi.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.routeChanged('/stores');
    vi.advanceTimersByTime(249);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('/stores');
  });

  it('counts a quick redirect chain once, for the page the diner lands on', () => {
    const send = vi.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.routeChanged('/');
    vi.advanceTimersByTime(100);
    scheduler.routeChanged('/stores');
    vi.advanceTimersByTime(249);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('/stores');
  });

  it('sends one event per route change when they are apart', () => {
    const send = vi.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.routeChanged('/stores');
    vi.advanceTimersByTime(300);
    scheduler.routeChanged('/stores/a/menu');
    vi.advanceTimersByTime(300);
    expect(send.mock.calls).toEqual([['/stores'], ['/stores/a/menu']]);
  });

  it('cancel drops the pending event', () => {
    const send = vi.fn();
    const scheduler = createPageViewScheduler(send);
    scheduler.routeChanged('/stores');
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('analytics sink', () => {
  afterEach(() => {
    setAnalyticsSink(null);
    vi.unstubAllGlobals();
  });

  it('passes the event, with the title at send time, to the registered sink', () => {
    vi.stubGlobal('document', { title: '店家列表 | iDing 線上點餐' });
    vi.stubGlobal('location', { href: 'https://order.example.com/stores' });
    const sink = vi.fn();
    setAnalyticsSink(sink);
    trackPageView('/stores');
    expect(sink).toHaveBeenCalledExactlyOnceWith({
      event: 'page_view',
      page_path: '/stores',
      page_title: '店家列表 | iDing 線上點餐',
      page_location: 'https://order.example.com/stores',
    });
  });

  it('drops events without a sink and only logs a failing one', () => {
    vi.stubGlobal('document', { title: 't' });
    vi.stubGlobal('location', { href: 'https://order.example.com/' });
    setAnalyticsSink(null);
    expect(() => trackPageView('/')).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAnalyticsSink(() => {
      throw new Error('blocked');
    });
    expect(() => trackPageView('/')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
