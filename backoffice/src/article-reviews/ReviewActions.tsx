import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { articleReviewSchema, messages, parseForm } from '@cep/domain';
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { RefusalDialog } from '../moderation/RefusalDialog';

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

  function refuse(reason: string) {
    const parsed = parseForm(articleReviewSchema, { revue: 'refusee', motifRefus: reason });
    if (!parsed.ok) return parsed.errors.motifRefus;
    setOpen(false);
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
      <RefusalDialog
        open={open}
        onClose={() => setOpen(false)}
        id="motifRefusArticle"
        title={translate('cep.blog.refuseTitle')}
        helperText={translate('cep.blog.reasonHelp')}
        confirmColor="error"
        onRefuse={refuse}
      />
    </TopToolbar>
  );
}
