import type { FeedbackPayload } from './payload';

/** How long an answer may take before the reader is told it could not be sent. */
export const FEEDBACK_TIMEOUT_MS = 8000;

export type SendResult = { ok: true } | { ok: false; reason: 'network' | 'status' | 'timeout'; status?: number };

export interface SendOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts one answer. The body is JSON sent as `text/plain`: a simple request, so the browser sends
 * no preflight (one round trip, and nothing for the endpoint to answer but the POST itself), and
 * `keepalive` lets it finish when the reader leaves the page. No cookies, no referrer. Never
 * throws: a network error, a non-2xx answer and a time-out are results.
 */
export async function sendFeedback(url: string, payload: FeedbackPayload, { timeoutMs = FEEDBACK_TIMEOUT_MS, fetch: fetchImpl = fetch }: SendOptions = {}): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: controller.signal,
    });
    // The body is not needed; reading it would hold the time-out open for nothing.
    response.body?.cancel().catch(() => {});
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
