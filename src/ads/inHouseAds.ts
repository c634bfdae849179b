/** One of our own ads, shown when the network has none or is blocked. */
export interface InHouseAd {
  /** Stable id, also used in analytics. */
  name: string;
  /** Title shown in bold before the description. */
  title: string;
  link: string;
  /** Image path (130 × 100), served from `public/`. */
  img: string;
  description: string;
  label: string;
  poweredby: string;
}

const campaign = (name: string) => `utm_source=docs&utm_medium=referral&utm_campaign=in-house-${name}`;

function inHouse(name: string, title: string, path: string, description: string): InHouseAd {
  return {
    name,
    title,
    link: `https://mui.com${path}?${campaign(name)}`,
    img: `/static/ads/${name}.svg`,
    description,
    label: `in-house-${name}`,
    poweredby: 'MUI',
  };
}

/** Our in-house ads: MUI X features and services, in our own words. */
export const inHouseAds: readonly InHouseAd[] = [
  inHouse(
    'data-grid-premium',
    'Data Grid Premium',
    '/x/react-data-grid/',
    'Group, pivot and total your rows, then hand the result to Excel. One grid, no extra plumbing.',
  ),
  inHouse(
    'charts-pro',
    'Charts Pro',
    '/x/react-charts/',
    'Zoom into dense series, draw heatmaps and funnels, and export any chart as an image.',
  ),
  inHouse(
    'tree-view',
    'Tree View',
    '/x/react-tree-view/',
    'Load deep hierarchies lazily and let people reorder items by dragging them.',
  ),
  inHouse(
    'x-support',
    'MUI X support',
    '/x/introduction/support/',
    'Stuck on a tricky grid setup? Talk to the people who build the components.',
  ),
];

/** The message shown (20 % of the time) to readers whose ad blocker hides the ad. */
export interface SupportMessage {
  title: string;
  body: string;
  /** Accessible name of the heart icon. */
  iconLabel: string;
}

export const supportMessage: SupportMessage = {
  title: 'Finding MUI X useful?',
  body: 'An ad blocker seems to hide our single, developer-focused ad, which carries no tracking. Allow-listing this site helps keep these docs free. Thank you!',
  iconLabel: 'With thanks',
};
