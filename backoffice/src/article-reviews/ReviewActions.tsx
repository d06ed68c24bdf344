import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { articleReviewSchema, messages, parseForm } from '@cep/domain';
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

/**
 * Validate (public at once) or refuse with a reason the authors read on their list. Undoable: react-admin waits
 * a few seconds with « Annuler » before it calls the cms, as offer moderation does.
 */
export function ReviewActions() {
  const record = useRecordContext<{ id: string; revue: string; updatedAt: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (!record) return null;

  // `vu`: the version read; the cms refuses to validate a text changed since.
  const decide = (data: { revue: 'validee' | 'refusee'; motifRefus?: string }, done: string) =>
    update(
      'article-reviews',
      { id: record.id, data: { ...data, vu: record.updatedAt }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(done, { type: 'info', undoable: true }),
        onError: (failure) => {
          notify(failure instanceof Error ? failure.message : messages.erreurReessayer, { type: 'error' });
          refresh();
        },
      },
    );

  function refuse() {
    const parsed = parseForm(articleReviewSchema, { revue: 'refusee', motifRefus: reason });
    if (!parsed.ok) return setError(parsed.errors.motifRefus);
    setOpen(false);
    setReason('');
    setError(undefined);
    decide({ revue: 'refusee', motifRefus: parsed.data.motifRefus }, 'cep.blog.refused');
  }

  return (
    <TopToolbar>
      <Button
        label="cep.moderation.validate"
        disabled={isPending || record.revue === 'validee'}
        onClick={() => decide({ revue: 'validee' }, 'cep.blog.validated')}
      >
        <CheckIcon />
      </Button>
      <Button label="cep.moderation.refuse" disabled={isPending} onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="refuse-article-title" fullWidth>
        <DialogTitle id="refuse-article-title">{translate('cep.blog.refuseTitle')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            fullWidth
            multiline
            minRows={3}
            label={translate('resources.article-reviews.fields.motifRefus')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? translate('cep.blog.reasonHelp')}
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={refuse} variant="contained" color="error">
            {translate('cep.moderation.refuse')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </TopToolbar>
  );
}
