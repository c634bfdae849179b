import * as React from 'react';
import { styled } from '@mui/material/styles';
import { AD_DISPLAY_DELAY_MS, AD_DISPLAY_SAMPLE_RATIO, AD_MARGIN_SPACING, AD_MIN_HEIGHT, AD_MIN_HEIGHT_MOBILE, AD_PLACEMENT } from './constants';
import type { AdConfig } from './config';
import type { AdStyle } from './adStyle';
import type { AdAnalyticsEvent } from './analyticsEvents';
import { inHouseAds as defaultInHouseAds, type InHouseAd } from './inHouseAds';
import { createImpressionTracker, loadPixelImage, type FetchLike } from './jsonAd';
import { withDefaultMessages, type AdMessages } from './messages';
import { globalTimers, type Timers } from './timers';
import { slotLabel, slotState, useAdSlot, type AdSlotModel, type AdSlotState } from './useAdSlot';
import { AdCard } from './AdCard';
import { SupportCard } from './SupportCard';
import { AdErrorBoundary } from './AdErrorBoundary';
import { adPalette, adRadius, boundedHeight } from './adTheme';

/** Stable hook of the slot for styles and tests (no `data-testid`). */
export const AD_SLOT_CLASS = 'docs-ad';

export interface AdSlotProps {
  config: AdConfig;
  /** Display (sampled, after the ad stayed 2.5 s), click and crash events, each at most once per display. */
  onAnalyticsEvent?: (event: AdAnalyticsEvent) => void;
  /**
   * Random source in [0, 1). Draws, in order: the session's style (first slot of the page session
   * only, unless `style` is given), then per decision the 20 % support roll (blocked only) and the
   * in-house pick, then one display-sampling draw per display.
   */
  random?: () => number;
  timers?: Timers;
  /** Clock (ms) for impression pixel timestamps. */
  now?: () => number;
  /** Defaults to `navigator.userAgent`. */
  userAgent?: string;
  fetch?: FetchLike;
  /** Loads an impression pixel (default: an `Image` request). */
  loadPixel?: (url: string) => void;
  /** Forces a style; by default the page session's (20 % inline). */
  style?: AdStyle;
  inHouseAds?: readonly InHouseAd[];
  displaySampleRatio?: number;
  /** Placement name in analytics labels. */
  placement?: string;
  /** Publisher named under a JSON ad ("Ad by …"). */
  networkName?: string;
  messages?: Partial<AdMessages>;
}

// The space is reserved from the server render on, whatever ends up inside (or nothing).
const SlotRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: AD_MIN_HEIGHT_MOBILE,
  margin: theme.spacing(AD_MARGIN_SPACING, 0),
  [theme.breakpoints.up('sm')]: { minHeight: AD_MIN_HEIGHT },
  // A text ad sits just above the content it precedes: the card itself says so, in the render
  // that shows it (the slot learns the style one commit later).
  '&[data-ad-style="inline"]': { justifyContent: 'flex-end' },
  '& .docs-ad-card[data-ad-style="inline"]': { marginTop: 'auto' },
}));

// Filled by the third-party script (contract in networkContract.ts: `data-ad-network-container`);
// its Carbon-like markup is styled like our own cards.
const NetworkContainer = styled('div')(({ theme }) => ({
  ...boundedHeight(theme),
  '&[hidden]': { display: 'none' },
  '& > :not(#carbonads):not(.carbonads):not(.ea-placement)': { display: 'none' },
  '& #carbonads, & .carbonads, & .ea-placement': {
    ...boundedHeight(theme),
    ...theme.typography.body2,
    position: 'relative',
    display: 'block',
    padding: theme.spacing(1),
    border: `1px dashed ${adPalette(theme).divider}`,
    borderRadius: adRadius(theme),
    color: adPalette(theme).text.primary,
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5) },
  },
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& .carbon-wrap': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.5) },
  '& .carbon-img img': { display: 'block', width: 130, height: 100, borderRadius: 8 },
  '& .carbon-text:hover': { textDecoration: 'underline' },
  // Under the text, beside the picture: below it, the card would outgrow the reserved height.
  '& .carbon-poweredby': {
    ...theme.typography.caption,
    position: 'absolute',
    bottom: theme.spacing(1),
    insetInlineStart: `calc(${theme.spacing(1)} + 130px + ${theme.spacing(1.5)})`,
    color: adPalette(theme).text.secondary,
    [theme.breakpoints.up('sm')]: {
      bottom: theme.spacing(1.5),
      insetInlineStart: `calc(${theme.spacing(1.5)} + 130px + ${theme.spacing(1.5)})`,
    },
  },
}));

// Wraps the slot's content only to catch clicks on its links; no box of its own.
const Frame = styled('div')({ display: 'contents' });

interface SlotReport {
  state: AdSlotState;
  style: AdStyle | null;
  label: string | null;
}

interface AdSlotContentProps extends AdSlotProps {
  onReport: (report: SlotReport) => void;
}

function AdSlotContent(props: AdSlotContentProps) {
  const {
    config,
    onAnalyticsEvent,
    random = Math.random,
    timers = globalTimers,
    now = Date.now,
    userAgent,
    fetch,
    loadPixel = loadPixelImage,
    style,
    inHouseAds = defaultInHouseAds,
    displaySampleRatio = AD_DISPLAY_SAMPLE_RATIO,
    placement = AD_PLACEMENT,
    networkName = 'Carbon',
    messages: messageOverrides,
    onReport,
  } = props;
  const networkContainer = React.useRef<HTMLDivElement>(null);
  const model = useAdSlot({ config, inHouseAds, random, timers, now, fetch, userAgent, style, networkContainer });
  const state = slotState(model);
  const label = slotLabel(model, placement);
  const messages = React.useMemo(() => withDefaultMessages(messageOverrides), [messageOverrides]);

  const latest = React.useRef({ onAnalyticsEvent, random, timers, displaySampleRatio, loadPixel });
  latest.current = { onAnalyticsEvent, random, timers, displaySampleRatio, loadPixel };

  React.useEffect(() => {
    onReport({ state, style: model.style, label });
  }, [onReport, state, model.style, label]);

  // Display: sampled, and only once the same ad has stayed for the delay.
  React.useEffect(() => {
    if (!label) return undefined;
    const { random: draw, timers: clock, displaySampleRatio: ratio } = latest.current;
    if (!(draw() < ratio)) return undefined;
    const handle = clock.setTimeout(() => latest.current.onAnalyticsEvent?.({ action: 'display', label }), AD_DISPLAY_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [label, model.decision]);

  // Impression pixels of a JSON ad, the first time it is shown.
  const [trackImpression] = React.useState(() => createImpressionTracker((url) => latest.current.loadPixel(url)));
  React.useEffect(() => {
    if (model.decision.kind === 'network' && model.jsonAd) trackImpression(model.jsonAd);
  }, [model.decision, model.jsonAd, trackImpression]);

  // Click: once per display, for a click (or middle click) on any link of the ad, ours or the network's.
  const clickedDisplay = React.useRef<AdSlotModel['decision'] | null>(null);
  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target as Element | null;
    if (!label || !target?.closest?.('a[href]')) return;
    if (clickedDisplay.current === model.decision) return;
    clickedDisplay.current = model.decision;
    latest.current.onAnalyticsEvent?.({ action: 'click', label });
  };

  const { decision } = model;
  const adStyle = model.style ?? 'image';
  return (
    <Frame onClick={handleClick} onAuxClick={handleClick}>
      <NetworkContainer
        ref={networkContainer}
        hidden={!(decision.kind === 'network' && model.source === 'script')}
        data-ad-network-container=""
      />
      {decision.kind === 'network' && model.jsonAd ? (
        <AdCard
          style="inline"
          messages={messages}
          content={{
            link: model.jsonAd.link,
            image: model.jsonAd.image,
            title: model.jsonAd.company,
            description: model.jsonAd.description,
            poweredby: networkName,
          }}
        />
      ) : null}
      {decision.kind === 'in-house' ? (
        <AdCard
          style={adStyle}
          messages={messages}
          content={{
            link: decision.ad.link,
            image: decision.ad.img,
            title: decision.ad.title,
            description: decision.ad.description,
            poweredby: decision.ad.poweredby,
          }}
        />
      ) : null}
      {decision.kind === 'support' ? <SupportCard message={messages.support} /> : null}
    </Frame>
  );
}

/**
 * The ad under a page's lead paragraph. Its height is reserved from the server render, so the
 * page never moves when the ad fills in or fails. Remount it (e.g. `key={route}`) on each page.
 */
export function AdSlot(props: AdSlotProps) {
  const [report, setReport] = React.useState<SlotReport>({ state: 'loading', style: null, label: null });
  const [crashed, setCrashed] = React.useState(false);
  const labelRef = React.useRef<string | null>(null);
  labelRef.current = report.label;
  const { onAnalyticsEvent, placement = AD_PLACEMENT } = props;
  const onAnalyticsEventRef = React.useRef(onAnalyticsEvent);
  onAnalyticsEventRef.current = onAnalyticsEvent;

  const handleCrash = React.useCallback(() => {
    setCrashed(true);
    onAnalyticsEventRef.current?.({ action: 'crash', label: labelRef.current ?? `unknown-${placement}` });
  }, [placement]);

  return (
    <SlotRoot className={AD_SLOT_CLASS} data-ad-state={crashed ? 'empty' : report.state} data-ad-style={report.style ?? undefined}>
      <AdErrorBoundary onCrash={handleCrash}>
        <AdSlotContent {...props} onReport={setReport} />
      </AdErrorBoundary>
    </SlotRoot>
  );
}
