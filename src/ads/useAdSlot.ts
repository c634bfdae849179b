import * as React from 'react';
import { AD_PLACEMENT } from './constants';
import type { AdConfig } from './config';
import { sessionAdStyle, type AdStyle } from './adStyle';
import { isCrawler } from './isCrawler';
import { pollPlacement, type PlacementEvent } from './pollPlacement';
import { adEventLabel, adKind, chooseAdSource, decideAd, type AdDecision, type AdSource, type PlacementStatus } from './decideAd';
import { fetchJsonAd, type FetchLike, type NetworkAd } from './jsonAd';
import { findPlacement, injectAdScript, isFallbackPlacement } from './networkContract';
import type { InHouseAd } from './inHouseAds';
import { globalTimers, type Timers } from './timers';

/** `data-ad-state` of the slot. */
export type AdSlotState = 'loading' | 'network' | 'inline' | 'in-house' | 'support' | 'empty';

export interface AdSlotModel {
  decision: AdDecision;
  /** `null` until known on the client (and for crawlers). */
  style: AdStyle | null;
  source: AdSource;
  /** The JSON ad shown when `decision` is `network` and `source` is `json`. */
  jsonAd: NetworkAd | null;
}

export interface UseAdSlotOptions {
  config: AdConfig;
  inHouseAds: readonly InHouseAd[];
  random: () => number;
  timers: Timers;
  now: () => number;
  fetch?: FetchLike;
  /** Defaults to `navigator.userAgent`, read after mounting. */
  userAgent?: string;
  /** Forces a style instead of the page session's. */
  style?: AdStyle;
  /** The element the third-party script fills (rendered by the slot before its effects run). */
  networkContainer: React.RefObject<HTMLElement | null>;
}

const initialModel: AdSlotModel = { decision: { kind: 'loading' }, style: null, source: 'none', jsonAd: null };

export function slotState({ decision, source }: AdSlotModel): AdSlotState {
  switch (decision.kind) {
    case 'network':
      return source === 'json' ? 'inline' : 'network';
    default:
      return decision.kind;
  }
}

export function slotLabel(model: AdSlotModel, placement: string = AD_PLACEMENT): string | null {
  const kind = adKind(model.decision, model.source);
  return kind && model.style ? adEventLabel(kind, placement, model.style) : null;
}

/** Throws an error from a timer or promise callback into React, so the ad's error boundary sees it. */
function useThrowToBoundary(): (error: unknown) => void {
  const [, setState] = React.useState(0);
  return React.useCallback((error: unknown) => {
    setState(() => {
      throw error;
    });
  }, []);
}

/**
 * The state of one ad slot: decided on the client after mounting (the server and the first
 * client render both say `loading`, so hydration matches), then driven by the placement poll.
 */
export function useAdSlot(options: UseAdSlotOptions): AdSlotModel {
  const [model, setModel] = React.useState<AdSlotModel>(initialModel);
  const modelRef = React.useRef(model);
  // Functions and lists may be new on every render; the effect reads the latest through this ref.
  const latest = React.useRef(options);
  latest.current = options;
  const throwToBoundary = useThrowToBoundary();
  const { config, userAgent, style: forcedStyle } = options;
  const { scriptUrl, jsonUrl, fallbackLink } = config;

  React.useEffect(() => {
    const { random, timers, networkContainer } = latest.current;
    const commit = (next: AdSlotModel) => {
      modelRef.current = next;
      setModel(next);
    };

    if (isCrawler(userAgent ?? navigator.userAgent)) {
      commit({ decision: { kind: 'empty' }, style: null, source: 'none', jsonAd: null });
      return undefined;
    }
    const style = forcedStyle ?? sessionAdStyle(random);
    const source = chooseAdSource(style, { scriptUrl, jsonUrl, fallbackLink });

    const decide = (placement: PlacementStatus, jsonAd: NetworkAd | null = null) => {
      const decision = decideAd({ crawler: false, placement, inHouseAds: latest.current.inHouseAds, random: latest.current.random });
      // An in-house ad already on screen stays: swapping it for another would only distract.
      if (decision.kind === 'in-house' && modelRef.current.decision.kind === 'in-house') return;
      commit({ decision, style, source, jsonAd });
    };
    // Timer and poll callbacks run outside React: their errors are routed to the ad's boundary.
    const guarded =
      <Args extends unknown[]>(handler: (...args: Args) => void) =>
      (...args: Args) => {
        try {
          handler(...args);
        } catch (error) {
          throwToBoundary(error);
        }
      };

    if (source === 'none') {
      decide('unconfigured');
      return undefined;
    }
    commit({ decision: { kind: 'loading' }, style, source, jsonAd: null });

    if (source === 'script') {
      const container = networkContainer.current;
      if (!container || !scriptUrl) {
        decide('unconfigured');
        return undefined;
      }
      // Deferred one tick: React's development double effect would otherwise load the script twice.
      const injection = timers.setTimeout(
        guarded(() => {
          injectAdScript(container, scriptUrl);
        }),
        0,
      );
      const stopPolling = pollPlacement<Element>({
        find: () => findPlacement(container),
        timers,
        onEvent: guarded((event: PlacementEvent<Element>) => {
          if (event.type === 'found') decide(isFallbackPlacement(event.element, fallbackLink) ? 'fallback' : 'found');
          else if (event.type === 'blocked') decide('blocked');
        }),
      });
      return () => {
        timers.clearTimeout(injection);
        stopPolling();
        // The script's nodes are not React's: clear them so a remount starts from an empty container.
        container.replaceChildren();
      };
    }

    const controller = new AbortController();
    let fetched: NetworkAd | null = null;
    fetchJsonAd({ url: jsonUrl ?? '', fetch: latest.current.fetch, signal: controller.signal, now: latest.current.now })
      .then((ad) => {
        fetched = ad;
      })
      .catch(() => {});
    const stopPolling = pollPlacement<NetworkAd>({
      find: () => fetched,
      timers,
      onEvent: guarded((event: PlacementEvent<NetworkAd>) => {
        if (event.type === 'found') decide('found', event.element);
        else if (event.type === 'blocked') decide('blocked');
      }),
    });
    return () => {
      controller.abort();
      stopPolling();
    };
  }, [scriptUrl, jsonUrl, fallbackLink, userAgent, forcedStyle, throwToBoundary]);

  return model;
}
