import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const schedule: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1: Keynotes',
    children: [
      { id: 'opening', label: '09:00 Opening keynote' },
      { id: 'design-systems', label: '10:30 Scaling design systems' },
      { id: 'lunch-1', label: '12:30 Lunch' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Workshops',
    children: [
      { id: 'a11y-workshop', label: '09:30 Accessibility workshop' },
      { id: 'perf-workshop', label: '14:00 Performance clinic' },
    ],
  },
  {
    id: 'day-3',
    label: 'Day 3: Hackathon',
    children: [
      { id: 'teams', label: '09:00 Team formation' },
      { id: 'demos', label: '16:00 Demos and awards' },
    ],
  },
];

// Slower than the default, and the children fade in while the group opens.
const FadeCollapse = React.forwardRef<HTMLElement, CollapseProps>(
  function FadeCollapse(props, ref) {
    return (
      <Fade in={props.in} timeout={450}>
        <Collapse {...props} ref={ref} timeout={450} />
      </Fade>
    );
  },
);

// No animation: the group opens and closes at once.
const InstantCollapse = React.forwardRef<HTMLElement, CollapseProps>(
  function InstantCollapse(props, ref) {
    return <Collapse {...props} ref={ref} timeout={0} />;
  },
);

const transitions = {
  default: Collapse,
  fade: FadeCollapse,
  none: InstantCollapse,
};

type TransitionName = keyof typeof transitions;

export default function CustomAnimation() {
  const [transition, setTransition] = React.useState<TransitionName>('fade');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id="rich-animation-label" variant="body2" sx={{ mb: 1 }}>
        Expansion animation
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="rich-animation-label"
        size="small"
        exclusive
        value={transition}
        onChange={(event, value: TransitionName | null) => {
          if (value !== null) setTransition(value);
        }}
      >
        <ToggleButton value="default">Collapse</ToggleButton>
        <ToggleButton value="fade">Fade</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 288, mt: 2 }}>
        <RichTreeView
          aria-label="Conference schedule"
          items={schedule}
          // Every item receives these props: here, the component that animates its children.
          slotProps={{ item: { slots: { groupTransition: transitions[transition] } } }}
        />
      </Box>
    </Box>
  );
}
