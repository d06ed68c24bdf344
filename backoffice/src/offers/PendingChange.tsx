import { useState } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { changeModerationSchema, isOfferLanguage, messages, OFFER_LANGUAGE_NAMES, parseForm, type PublicOffer } from '@cep/domain';
import {
  Button,
  RecordContextProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { RefusalDialog } from '../moderation/RefusalDialog';
import { OfferPreview } from './OfferPreview';

/** What the cms sends of a change waiting on an online offer (`offer/utils/change-diff.ts`). */
interface PendingChangeRecord {
  id: string;
  modification: { soumiseLe: string; parties: Array<{ champ: string; avant: string; apres: string }>; apercu: PublicOffer } | null;
}

function Decision({ record }: { record: PendingChangeRecord & { modification: NonNullable<PendingChangeRecord['modification']> } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);

  // Pessimistic: the cms refuses a change sent again since this page read it (`soumiseLe`), and says so.
  const decide = (data: { modification: 'validee' | 'refusee'; motifRefus?: string }, done: string) =>
    update(
      'offers',
      { id: record.id, data: { ...data, soumiseLe: record.modification.soumiseLe }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'info' }),
        onError: (failure) => {
          notify(failure instanceof Error ? failure.message : messages.actionImpossible, { type: 'error' });
          refresh();
        },
      },
    );

  function refuse(reason: string) {
    const parsed = parseForm(changeModerationSchema, {
      modification: 'refusee',
      motifRefus: reason,
      soumiseLe: record.modification.soumiseLe,
    });
    if (!parsed.ok) return parsed.errors.motifRefus;
    setOpen(false);
    decide({ modification: 'refusee', motifRefus: parsed.data.motifRefus }, 'cep.change.refused');
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      <Button
        label="cep.change.validate"
        variant="contained"
        disabled={isPending}
        onClick={() => decide({ modification: 'validee' }, 'cep.change.validated')}
      >
        <CheckIcon />
      </Button>
      <Button label="cep.change.refuse" disabled={isPending} onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <RefusalDialog
        open={open}
        onClose={() => setOpen(false)}
        id="motifRefusModification"
        title={translate('cep.change.refuseTitle')}
        onRefuse={refuse}
      />
    </Box>
  );
}

/**
 * The change a recruiter sent for an online or suspended offer (issue #38 item 2): each part candidates would see
 * change, before and after, then the offer as it would read; moderators validate or refuse it, editors only read.
 */
export function PendingChange() {
  const record = useRecordContext<PendingChangeRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const change = record?.modification;
  if (!record || !change) return null;
  const shown = (value: string) => value || translate('cep.change.empty');
  // A translation is a part of its own, `traductions.es`: named by its language (issue #41 item 1).
  const partName = (champ: string) => {
    const language = champ.startsWith('traductions.') ? champ.slice('traductions.'.length) : null;
    return isOfferLanguage(language)
      ? translate('cep.change.parts.traduction', { langue: OFFER_LANGUAGE_NAMES[language] })
      : translate(`cep.change.parts.${champ}`);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-change-title" sx={{ p: 3, mb: 2, borderColor: 'warning.main' }}>
      <Typography variant="h6" component="h2" id="pending-change-title">
        {translate('cep.change.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('cep.change.sentOn', { date: new Date(change.soumiseLe).toLocaleString('fr-FR') })}
      </Typography>
      {change.parties.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('cep.change.nothingVisible')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('cep.change.part')}</TableCell>
              <TableCell component="th">{translate('cep.change.before')}</TableCell>
              <TableCell component="th">{translate('cep.change.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {change.parties.map((part) => (
              <TableRow key={part.champ}>
                <TableCell component="th" scope="row">
                  {partName(part.champ)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{shown(part.avant)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{shown(part.apres)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {permissions === 'moderateur' && <Decision record={{ ...record, modification: change }} />}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {translate('cep.change.preview')}
      </Typography>
      <RecordContextProvider value={{ ...record, apercu: change.apercu }}>
        <OfferPreview />
      </RecordContextProvider>
    </Paper>
  );
}
