import type { NavPage } from './types.ts';

export type NavLabel = 'Pro' | 'Premium' | 'New' | 'Planned' | 'Preview';

/** The plan and status labels a nav entry shows, in display order (the docs nav and Storybook's sidebar). */
export function navLabels(page: Pick<NavPage, 'plan' | 'newFeature' | 'planned' | 'unstable'>): NavLabel[] {
  return [
    ...(page.plan === 'pro' ? (['Pro'] as const) : page.plan === 'premium' ? (['Premium'] as const) : []),
    ...(page.newFeature ? (['New'] as const) : []),
    ...(page.planned ? (['Planned'] as const) : []),
    ...(page.unstable ? (['Preview'] as const) : []),
  ];
}
