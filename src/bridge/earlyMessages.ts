import { BRIDGE_SOURCE } from './protocol';

/** Global the inline script fills with bridge messages that arrive before the shell hydrates. */
export const EARLY_QUEUE_KEY = '__docsBridgeQueue';

type QueueWindow = Window & { [EARLY_QUEUE_KEY]?: MessageEvent[] | null };

/**
 * Inline <head> script of every prerendered page. The preview may report its height and first
 * render before the shell's JavaScript runs; those messages are kept for the shell to replay.
 */
export const earlyMessageQueueScript = `(function(){var q=window.${EARLY_QUEUE_KEY}=[];window.addEventListener('message',function(e){if(window.${EARLY_QUEUE_KEY}===q&&e.data&&e.data.source==='${BRIDGE_SOURCE}')q.push(e);});})();`;

/** Hands the queued messages over once (later messages reach the shell's own listener). */
export function takeEarlyMessages(win: Window = window): MessageEvent[] {
  const queueWindow = win as QueueWindow;
  const queued = queueWindow[EARLY_QUEUE_KEY] ?? [];
  queueWindow[EARLY_QUEUE_KEY] = null;
  return queued;
}

function hasRendered(win: QueueWindow): boolean {
  return (win[EARLY_QUEUE_KEY] ?? []).some((event) => event.data?.type === 'rendered');
}

const interactionEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `start` once, at the first of: the preview has rendered (then at the next idle moment),
 * the reader interacts with the page, or `timeoutMs` has passed. Same-origin frames share one main
 * thread, so the shell's hydration waits instead of delaying the preview's first render.
 */
export function startWhenPreviewSettles(start: () => void, { win = window as Window, timeoutMs = 4000 } = {}): void {
  const queueWindow = win as QueueWindow;
  let started = false;
  let timer = 0;
  const run = () => {
    if (started) return;
    started = true;
    win.clearTimeout(timer);
    win.removeEventListener('message', onMessage);
    interactionEvents.forEach((type) => win.removeEventListener(type, run, true));
    start();
  };
  const whenIdle = () => {
    const idle = (win as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(run, { timeout: 500 });
    else win.setTimeout(run, 50);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.data?.source === BRIDGE_SOURCE && event.data?.type === 'rendered') whenIdle();
  };
  win.addEventListener('message', onMessage);
  interactionEvents.forEach((type) => win.addEventListener(type, run, { capture: true, passive: true }));
  timer = win.setTimeout(run, timeoutMs);
  if (hasRendered(queueWindow)) whenIdle();
}

/**
 * Buttons clicked before the shell is interactive (the mobile menu, a nav group) would do nothing:
 * their handlers are not attached yet. This remembers the last such click until `stop` (call it
 * right before `hydrateRoot`: React replays clicks made during hydration itself); `replay` clicks
 * the button again once the app has mounted. Links need no help: before hydration they navigate.
 * Buttons matching `skip` already respond before hydration and are not replayed.
 */
export function rememberEarlyButtonClick(win: Window = window, { skip }: { skip?: string } = {}): { stop: () => void; replay: () => void } {
  let pending: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && !(skip && button.matches(skip))) pending = button;
  };
  const stop = () => win.document.removeEventListener('click', onClick, true);
  win.document.addEventListener('click', onClick, true);
  return {
    stop,
    replay() {
      stop();
      const button = pending;
      pending = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}
