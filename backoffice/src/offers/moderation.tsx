import { useState } from 'react';
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
import { RefusalDialog } from '../moderation/RefusalDialog';

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

  function refuse(reason: string) {
    const parsed = parseForm(moderationSchema, { etat: 'refusee', motifRefus: reason });
    if (!parsed.ok) return parsed.errors.motifRefus;
    setOpen(false);
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
      <RefusalDialog
        open={open}
        onClose={() => setOpen(false)}
        id="motifRefus"
        title={translate('cep.moderation.refuseTitle', { smart_count: ids.length })}
        onRefuse={refuse}
      />
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
