import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Translated already (it may count what is refused). */
  title: string;
  /** The dialog's and the field's ids: unique on the page. */
  id: string;
  helperText?: string;
  confirmColor?: 'primary' | 'error';
  /** Checks the reason with the shared schema: its error, or nothing once the refusal is sent. */
  onRefuse: (reason: string) => string | undefined;
};

/** The reason a moderator gives for a refusal (an offer, its change, an article), checked before anything is sent. */
export function RefusalDialog({ open, onClose, title, id, helperText, confirmColor = 'primary', onRefuse }: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function refuse() {
    const failure = onRefuse(reason);
    setError(failure);
    if (!failure) setReason('');
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          id={id}
          label={translate('cep.moderation.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={refuse} variant="contained" color={confirmColor}>
          {translate('cep.moderation.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
