import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachesServer, reloadWhenBackOnline } from './offline';

function fakeWindow(onLine: boolean) {
  const listeners: Record<string, Array<() => void>> = {};
  const win = {
    navigator: { onLine },
    location: { href: 'https://mui.com/x/react-charts/', reload: vi.fn() },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    fire: (type: string) => listeners[type]?.forEach((listener) => listener()),
  };
  return win;
}

describe('the offline page comes back by itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads once the browser is online and the address answers', async () => {
    const win = fakeWindow(false);
    const probe = vi.fn().mockResolvedValue(true);
    reloadWhenBackOnline(win, probe);
    await vi.advanceTimersByTimeAsync(10000);
    expect(probe).not.toHaveBeenCalled();
    win.navigator.onLine = true;
    win.fire('online');
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledWith('https://mui.com/x/react-charts/');
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps probing, less and less often, while "online" reaches nothing; never reloads into the offline page', async () => {
    const win = fakeWindow(true);
    let answers = false;
    const probe = vi.fn(async () => answers);
    reloadWhenBackOnline(win, probe);
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(win.location.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16000 + 30000 + 30000);
    expect(probe).toHaveBeenCalledTimes(6);
    answers = true;
    await vi.advanceTimersByTimeAsync(30000);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120000);
    expect(probe).toHaveBeenCalledTimes(7);
  });

  it('pauses while offline and starts again quickly on the next "online"', async () => {
    const win = fakeWindow(true);
    const probe = vi.fn().mockResolvedValue(false);
    reloadWhenBackOnline(win, probe);
    win.navigator.onLine = false;
    win.fire('offline');
    await vi.advanceTimersByTimeAsync(60000);
    expect(probe).not.toHaveBeenCalled();
    probe.mockResolvedValue(true);
    win.navigator.onLine = true;
    win.fire('online');
    await vi.advanceTimersByTimeAsync(2000);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('reachesServer', () => {
  it('is true for an answer, false for an error status or a failed request', async () => {
    expect(await reachesServer('/x/', async () => new Response(null, { status: 200 }))).toBe(true);
    expect(await reachesServer('/x/', async () => new Response(null, { status: 503 }))).toBe(false);
    expect(await reachesServer('/x/', async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });
});
