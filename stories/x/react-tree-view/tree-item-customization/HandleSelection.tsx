import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const plans: TreeViewBaseItem[] = [
  {
    id: 'monthly',
    label: 'Monthly plans',
    children: [
      { id: 'starter-m', label: 'Starter, €9 per month' },
      { id: 'team-m', label: 'Team, €29 per month' },
    ],
  },
  {
    id: 'yearly',
    label: 'Yearly plans',
    children: [
      { id: 'starter-y', label: 'Starter, €90 per year' },
      { id: 'team-y', label: 'Team, €290 per year' },
    ],
  },
];

interface LabelWithRadioProps {
  children: React.ReactNode;
  className?: string;
  selected?: boolean;
  onChoose?: (event: React.MouseEvent) => void;
}

function LabelWithRadio({ children, className, selected, onChoose }: LabelWithRadioProps) {
  return (
    <TreeItemLabel className={className} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {onChoose ? (
        <IconButton
          size="small"
          aria-label={`Choose ${children}`}
          aria-pressed={selected}
          onClick={onChoose}
          onKeyDown={(event) => event.stopPropagation()}
          sx={{ p: 0.25 }}
        >
          {selected ? (
            <RadioButtonChecked fontSize="small" color="primary" />
          ) : (
            <RadioButtonUnchecked fontSize="small" />
          )}
        </IconButton>
      ) : null}
      <span>{children}</span>
    </TreeItemLabel>
  );
}

const PlanItem = React.forwardRef(function PlanItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    // A click on the row no longer selects: it only expands or collapses.
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  const handleSelect = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleSelection(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithRadio }}
      slotProps={{
        content: { onClick: handleContentClick },
        label: (status.expandable
          ? {}
          : { selected: status.selected, onChoose: handleSelect }) as LabelWithRadioProps,
      }}
    />
  );
});

export default function HandleSelection() {
  const [plan, setPlan] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 250 }}>
        <RichTreeView
          aria-label="Subscription plans"
          items={plans}
          defaultExpandedItems={['monthly', 'yearly']}
          selectedItems={plan}
          onSelectedItemsChange={(_event, itemId) => setPlan(itemId)}
          slots={{ item: PlanItem }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {plan ? `Chosen plan: ${plan}` : 'No plan chosen yet.'}
      </Typography>
    </Box>
  );
}
