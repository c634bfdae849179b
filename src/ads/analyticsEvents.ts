/** Ad events for analytics: display (sampled, after the ad stayed), click and crash. */
export type AdEventAction = 'display' | 'click' | 'crash';

export interface AdAnalyticsEvent {
  action: AdEventAction;
  /** `<kind>-<placement>-<style>`, e.g. `in-house-blocked-body-top-image`. */
  label: string;
}

/** GA4 event name of every ad event. */
export const AD_EVENT_NAME = 'ad';

/** Parameters of the gtag event: `gtag('event', AD_EVENT_NAME, adEventParams(event))`. */
export function adEventParams(event: AdAnalyticsEvent): { eventAction: AdEventAction; eventLabel: string } {
  return { eventAction: event.action, eventLabel: event.label };
}
