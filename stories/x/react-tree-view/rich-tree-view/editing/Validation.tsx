import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps, TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const files: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'app', label: 'App.tsx' },
      { id: 'main', label: 'main.tsx' },
      { id: 'styles', label: 'styles.css' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

/** Returns an error message, or `null` when the file name is valid. */
function validateFileName(value: string): string | null {
  if (value.trim() === '') {
    return 'The name cannot be empty.';
  }
  if (/[\\/:*?"<>|]/.test(value)) {
    return 'Remove the characters \\ / : * ? " < > |';
  }
  if (!/\.[a-z0-9]+$/i.test(value)) {
    return 'Keep an extension, like .tsx or .md.';
  }
  return null;
}

interface ValidatedInputProps extends React.InputHTMLAttributes<HTMLInputElement> {
  error?: string | null;
}

// The default input, with the error message underneath.
const ValidatedInput = React.forwardRef(function ValidatedInput(
  { error, ...other }: ValidatedInputProps,
  ref: React.Ref<HTMLInputElement>,
) {
  const errorId = React.useId();
  return (
    <Box sx={{ flex: 1 }}>
      <TreeItemLabelInput
        {...other}
        ref={ref}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Typography id={errorId} variant="caption" component="p" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
});

type InputEvent<E> = E & TreeViewCancellableEvent;

const ValidatedItem = React.forwardRef(function ValidatedItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  const [error, setError] = React.useState<string | null>(null);

  const labelInput = {
    'aria-label': 'File name',
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setError(validateFileName(event.target.value));
    },
    onKeyDown: (event: InputEvent<React.KeyboardEvent<HTMLInputElement>>) => {
      if (event.key === 'Escape') {
        setError(null);
        return;
      }
      if (event.key === 'Enter') {
        const message = validateFileName(event.currentTarget.value);
        if (message) {
          // Stay in edit mode instead of saving.
          event.defaultMuiPrevented = true;
          setError(message);
        }
      }
    },
    onBlur: (event: InputEvent<React.FocusEvent<HTMLInputElement>>) => {
      if (validateFileName(event.target.value)) {
        // An invalid name is dropped when the reader leaves the input.
        event.defaultMuiPrevented = true;
        interactions.handleCancelItemLabelEditing(event);
        setError(null);
      }
    },
  } as TreeItemSlotProps['labelInput'];

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: ValidatedInput }}
      slotProps={{ labelInput }}
    />
  );
});

export default function Validation() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Project files"
        items={files}
        defaultExpandedItems={['src']}
        isItemEditable={(item) => !item.children}
        slots={{ item: ValidatedItem }}
      />
    </Box>
  );
}
