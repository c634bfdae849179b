import * as React from 'react';
import Chip from '@mui/material/Chip';
import type { Plan } from '../nav/types';

const planStyles: Record<Exclude<Plan, 'community'>, { label: string; color: 'primary' | 'warning' }> = {
  pro: { label: 'Pro plan', color: 'primary' },
  premium: { label: 'Premium plan', color: 'warning' },
};

/** Plan label next to a feature. A label only: the feature is documented for everyone. */
export function PlanLabel({ plan }: { plan: Exclude<Plan, 'community'> }) {
  const { label, color } = planStyles[plan];
  return (
    <Chip
      component="a"
      href="/x/introduction/#plans"
      clickable
      size="small"
      variant="outlined"
      color={color}
      label={label}
      className={`plan-${plan}`}
      sx={{ verticalAlign: 'middle', mx: 0.5 }}
    />
  );
}
