import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { updateOffer } from '../../src/serviceWorker/updateOffer';

/** "A new version of the docs is available — Reload", while a new build waits (src/serviceWorker). */
export function UpdateNotice({ message, reloadLabel }: { message: string; reloadLabel: string }) {
  const apply = React.useSyncExternalStore(updateOffer.subscribe, updateOffer.get, () => null);
  const [dismissed, setDismissed] = React.useState<typeof apply>(null);
  const open = apply !== null && apply !== dismissed;
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        role="status"
        aria-live="polite"
        onClose={() => setDismissed(apply)}
        action={
          <Button color="inherit" size="small" onClick={() => apply?.()}>
            {reloadLabel}
          </Button>
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
