import { Box, Chip, Divider, Link, Paper, Typography } from '@mui/material';
import {
  harvestFacts,
  OFFER_LANGUAGE_NAMES,
  OFFER_PAGE_WORDS,
  offerFacts,
  translatedLanguages,
  type OfferLanguage,
  type PublicOffer,
} from '@cep/domain';
import { RichTextField, useRecordContext, useTranslate } from 'react-admin';
import { CMS_URL } from '../config';

/** What the cms adds to an offer for the moderation view (`resources/offers.ts`). */
interface ModerationRecord {
  id: string;
  societe: string | null;
  apercu: PublicOffer;
  anonyme: boolean;
  candidatureEmail: string | null;
}

/** One of the texts, the French one or (`language`) a recruiter's translation of it. */
function Section({
  title,
  source,
  language,
}: {
  title: string;
  source: 'texte' | 'formationCandidat' | 'detailPlus';
  language?: OfferLanguage;
}) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h4">
        {title}
      </Typography>
      {/* The text was sanitised by the cms on write; RichTextField purifies it again before rendering. */}
      <Box lang={language}>
        <RichTextField source={language ? `apercu.traductions.${language}.${source}` : `apercu.${source}`} />
      </Box>
    </Box>
  );
}

/** A recruiter's translation (issue #41 item 1), after the French version: public text a moderator judges too. */
function Translation({ offer, language }: { offer: PublicOffer; language: OfferLanguage }) {
  const translate = useTranslate();
  const translation = offer.traductions[language];
  if (!translation) return null;
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="overline" component="h3">
        {translate('cep.preview.translation', { langue: OFFER_LANGUAGE_NAMES[language] })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('cep.preview.translationNote')}
      </Typography>
      <Typography variant="h6" component="p" lang={language} sx={{ mt: 1, fontWeight: 700 }}>
        {translation.titre}
      </Typography>
      <Section title={OFFER_PAGE_WORDS.description} source="texte" language={language} />
      {translation.formationCandidat && <Section title={OFFER_PAGE_WORDS.candidate} source="formationCandidat" language={language} />}
      {translation.detailPlus && <Section title={OFFER_PAGE_WORDS.more} source="detailPlus" language={language} />}
    </Box>
  );
}

function Applications({ record }: { record: ModerationRecord }) {
  const translate = useTranslate();
  const mode = record.apercu.candidature;
  let how = <>{translate('cep.preview.onCep')}</>;
  if (mode?.mode === 'url' && mode.url) {
    how = (
      <>
        {translate('cep.preview.onRecruiterSite')}{' '}
        <Link href={mode.url} target="_blank" rel="noopener noreferrer nofollow">
          {mode.url}
        </Link>
      </>
    );
  } else if (record.candidatureEmail) {
    how = <>{translate('cep.preview.notifiedTo', { email: record.candidatureEmail })}</>;
  }
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      <strong>{translate('cep.preview.applications')} : </strong>
      {how}
    </Typography>
  );
}

/**
 * The offer as candidates will see it on its page — cover, title, company, place, « En bref » (the same
 * facts as the site, from `@cep/domain`), and the texts rendered — so a moderator judges what will be published.
 */
export function OfferPreview() {
  const record = useRecordContext<ModerationRecord>();
  const translate = useTranslate();
  if (!record?.apercu) return null;
  const offer = record.apercu;
  const company = offer.entreprise?.nom ?? OFFER_PAGE_WORDS.anonymousCompany;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="offer-preview-title">
      <Typography variant="overline" component="h2" id="offer-preview-title">
        {translate('cep.preview.title')}
      </Typography>
      {offer.photo && (
        // Decorative, as on the offer page; the cms serves the file (the site proxies the same path for candidates).
        <Box
          component="img"
          src={`${CMS_URL}${offer.photo}`}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '1366 / 240', objectFit: 'cover', borderRadius: 2, mt: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Chip size="small" label={offer.contrat.libelle} />
        {offer.vendanges && <Chip size="small" color="success" label={OFFER_PAGE_WORDS.harvest} />}
        {offer.teletravail && <Chip size="small" label={OFFER_PAGE_WORDS.teletravail} />}
      </Box>
      <Typography variant="h5" component="h3" sx={{ mt: 1, fontWeight: 700 }}>
        {offer.titre}
      </Typography>
      <Typography color="text.secondary">
        {company} · {offer.ville}
      </Typography>
      {offer.autresLieux.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('cep.preview.otherPlaces', { places: offer.autresLieux.join(', ') })}
        </Typography>
      )}
      {record.anonyme && record.societe && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('cep.preview.anonymousNote', { company: record.societe })}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h4">
        {OFFER_PAGE_WORDS.details}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, my: 1 }}>
        {[...offerFacts(offer), ...(offer.vendangesDetail ? harvestFacts(offer.vendangesDetail) : [])].map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {offer.permisMobile && <Typography variant="body2">{OFFER_PAGE_WORDS.permisMobile}</Typography>}
      {offer.teletravail && <Typography variant="body2">{OFFER_PAGE_WORDS.teletravail}</Typography>}
      <Applications record={record} />
      <Section title={OFFER_PAGE_WORDS.description} source="texte" />
      {offer.formationCandidat && <Section title={OFFER_PAGE_WORDS.candidate} source="formationCandidat" />}
      {offer.detailPlus && <Section title={OFFER_PAGE_WORDS.more} source="detailPlus" />}
      {translatedLanguages(offer.traductions).map((language) => (
        <Translation key={language} offer={offer} language={language} />
      ))}
    </Paper>
  );
}
