import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { messages, moderationSchema, parseForm, type ModerationDecision } from '@cep/domain';
import {
  Button,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
  type Identifier,
} from 'react-admin';

/**
 * A moderator's decision on one or many offers, undoable: react-admin waits a few seconds with an
 * « Annuler » button before it calls the cms, which applies the state machine, keeps who decided and
 * when, and e-mails the recruiter.
 */
function useModerate(ids: Identifier[]) {
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('offers');
  const decide = (decision: ModerationDecision, done: string) =>
    updateMany(
      'offers',
      { ids, data: decision },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(done, { type: 'info', undoable: true, messageArgs: { smart_count: ids.length } });
          unselectAll();
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : messages.actionImpossible, { type: 'error' });
          refresh();
        },
      },
    );
  return { decide, isPending };
}

function ModerationActions({ ids }: { ids: Identifier[] }) {
  const translate = useTranslate();
  const { decide, isPending } = useModerate(ids);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function refuse() {
    const parsed = parseForm(moderationSchema, { etat: 'refusee', motifRefus: reason });
    if (!parsed.ok) return setError(parsed.errors.motifRefus);
    setOpen(false);
    setReason('');
    setError(undefined);
    decide(parsed.data, 'cep.moderation.refused');
  }

  return (
    <>
      <Button
        label="cep.moderation.validate"
        disabled={isPending || ids.length === 0}
        onClick={() => decide({ etat: 'publiee' }, 'cep.moderation.validated')}
      >
        <CheckIcon />
      </Button>
      <Button label="cep.moderation.refuse" disabled={isPending || ids.length === 0} onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="refuse-title" fullWidth>
        <DialogTitle id="refuse-title">{translate('cep.moderation.refuseTitle', { smart_count: ids.length })}</DialogTitle>
        <DialogContent>
          <MuiTextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            id="motifRefus"
            label={translate('resources.offers.fields.motifRefus')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton onClick={refuse} variant="contained">
            {translate('cep.moderation.refuse')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Bulk actions of the list: the selected offers. */
export function BulkModeration() {
  const { selectedIds } = useListContext();
  return <ModerationActions ids={selectedIds} />;
}

/** Actions of the show view, while the offer waits for a decision. */
export function RecordModeration() {
  const record = useRecordContext<{ id: Identifier; etat: string }>();
  if (record?.etat !== 'validation') return null;
  return <ModerationActions ids={[record.id]} />;
}
