/** Numbers of the ad slot, from the spec (§4 and §9). Kept together so tests and docs read one table. */

/** Where the ad sits on a page: always at the top of the body, under the lead paragraph. */
export const AD_PLACEMENT = 'body-top';

/** Time between two looks for the network's placement element. */
export const AD_POLL_INTERVAL_MS = 500;
/** Looks for the placement before polling stops for good. */
export const AD_POLL_MAX_ATTEMPTS = 30;
/** Ads count as blocked once more than this many looks found nothing (the 7th empty look). */
export const AD_BLOCKED_AFTER_POLLS = 6;

/** Requests to the JSON ad endpoint before giving up on finding an ad with a tracking link. */
export const AD_JSON_MAX_TRIES = 10;

/** Chance, when ads are blocked, of the support message instead of an in-house ad. */
export const AD_SUPPORT_MESSAGE_CHANCE = 0.2;
/** Chance that a page session uses the inline (text) style instead of the image style. */
export const AD_INLINE_STYLE_CHANCE = 0.2;

/** Share of ad displays reported to analytics. */
export const AD_DISPLAY_SAMPLE_RATIO = 0.1;
/** An ad counts as displayed once it has stayed this long (flip-flopping states report nothing). */
export const AD_DISPLAY_DELAY_MS = 2500;

/** Reserved height of the slot from the `sm` breakpoint (600 px) up. */
export const AD_MIN_HEIGHT = 126;
/** Reserved height below `sm`, where the text wraps more. */
export const AD_MIN_HEIGHT_MOBILE = 142;
/** Vertical margins of the slot, in theme spacing units. */
export const AD_MARGIN_SPACING = 3;

/** Longest company name and description kept from a network ad (anything longer is cut). */
export const AD_MAX_NAME_LENGTH = 80;
export const AD_MAX_DESCRIPTION_LENGTH = 240;
