import { EN_OFFER_WORDS, SMS_CODE_MINUTES } from '@cep/domain';
import { emailLayout } from '../layout';
import type { CandidateTexts } from './fr';
import type { NewsletterOffer, StartKind, StartNews } from './inputs';
import { clock, fullDay, slotMoment } from './intl';

/** The start's two answers, as the answer page words them. */
const answers = EN_OFFER_WORDS.harvest.startAnswers;

const { compose, withPreferencesLink } = emailLayout({
  lang: 'en',
  signature: 'The Cep team',
  linkLine: (label, url) => `${label}: ${url}`,
  preferencesLabel: 'Choose which e-mails you receive from Cep',
});

/** « Saturday, 12 September 2026 at 07:30 » */
const startMoment = (start: StartNews) => `${fullDay('en', start.day)} at ${clock('en', start.heure)}`;
const hello = (prenom: string) => (prenom ? `Hello ${prenom},` : 'Hello,');
const offerLine = (offer: NewsletterOffer) => `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''}: ${offer.url}`;
const estate = (company: string) => company || 'The estate';
const STATUS = { 1: 'Shortlisted', 2: 'Not selected' } as const;
const START_WORD: Record<StartKind, string> = {
  confirme: 'Start',
  deplace: 'Start MOVED',
  precise: 'Start, new details',
  relance: 'Will you be there? Start',
};

/** British English (dates as en-GB writes them), plain words for workers who may read it as a second language. */
export const en: CandidateTexts = {
  language: 'en',
  withPreferencesLink,

  emails: {
    confirmation: (prenom, url) =>
      compose(
        'Confirm your e-mail address',
        hello(prenom),
        [
          'Welcome to Cep, the jobs and training platform for the wine and vineyard sector.',
          'Confirm your e-mail address to use every feature of your account.',
        ],
        { label: 'Confirm my e-mail address', url },
      ),
    emailChange: (prenom, url) =>
      compose(
        'Confirm your new e-mail address',
        hello(prenom),
        [
          'You asked to use this address to log in to Cep.',
          'It will replace your old address as soon as you confirm it. This link is valid for 24 hours.',
        ],
        { label: 'Confirm my new address', url },
      ),
    emailChanged: (prenom, newEmail) =>
      compose('Your login address has changed', hello(prenom), [
        `Your Cep account now logs in with the address ${newEmail}.`,
        'If you did not make this change, reply to this message: our team will help you.',
      ]),
    resetPassword: (prenom, url) =>
      compose(
        'Resetting your password',
        hello(prenom),
        [
          'You asked to reset the password of your Cep account.',
          'This link is valid for one hour and can only be used once. If you did not ask for this, ignore this message: your password stays the same.',
        ],
        { label: 'Choose a new password', url },
      ),
    applicationReceived: (prenom, offer, company, url) =>
      compose(
        `Your application: ${offer}`,
        hello(prenom),
        [
          `Your application for the job “${offer}”${company ? ` at ${company}` : ''} has been sent.`,
          'We will e-mail you as soon as the recruiter has looked at it. You can follow its status in your candidate area.',
        ],
        { label: 'Follow my applications', url },
      ),
    applicationPreselected: (prenom, offer, company, url) =>
      compose(
        `Good news: ${offer}`,
        hello(prenom),
        [
          `Your application for the job “${offer}”${company ? ` at ${company}` : ''} has been shortlisted.`,
          'The recruiter will get back to you about the next steps.',
        ],
        { label: 'Follow my applications', url },
      ),
    applicationNotRetained: (prenom, offer, company, url) =>
      compose(
        `Your application: ${offer}`,
        hello(prenom),
        [
          `${company ? `The recruiter at ${company}` : 'The recruiter'} has not selected your application for the job “${offer}”.`,
          'Don’t give up: new jobs in the sector are posted on Cep every day.',
        ],
        { label: 'See the jobs', url },
      ),
    harvestStart: (kind, prenom, offer, company, start, url) => {
      const moment = startMoment(start);
      return compose(
        {
          confirme: `Grape harvest: starting ${moment}`,
          deplace: `Grape harvest: the start has moved to ${moment}`,
          precise: `Grape harvest: details for the start on ${moment}`,
          relance: `Grape harvest: will you be there on ${moment}?`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${estate(company)} confirms the start of the grape harvest for the job “${offer}”.`,
            deplace: `${estate(company)} has moved the start of the grape harvest for the job “${offer}”: your earlier answer no longer counts, so please tell us whether you will be there on the new date.`,
            precise: `${estate(company)} has added details about the start of the grape harvest for the job “${offer}”. Your answer still stands.`,
            relance: `${estate(company)} is waiting for your answer about the start of the grape harvest (job “${offer}”).`,
          }[kind],
          `See you on ${moment}.`,
          `Place: ${start.lieu}`,
          ...(start.aApporter ? [`Please bring: ${start.aApporter}`] : []),
          `One click is enough to answer “${answers.present}” or “${answers.absent}”, without logging in. If you can no longer come, please let us know: the estate can then call someone else.`,
        ],
        { label: 'Answer', url },
      );
    },
    unsolicitedInvitation: (prenom, company, offer, url) =>
      compose(
        `${company} invites you to apply: ${offer}`,
        hello(prenom),
        [
          `You sent an unsolicited application to ${company}. The company invites you to apply for its job “${offer}”.`,
          'Your application takes a few clicks, with your CV, or without one for the grape harvest.',
        ],
        { label: 'Apply for this job', url },
      ),
    jobDatingBooked: (prenom, titre, organisateur, slot, lieu, url) =>
      compose(
        `Job dating: your slot on ${slotMoment('en', slot)}`,
        hello(prenom),
        [
          `Your slot is booked for “${titre}” by ${organisateur}.`,
          `When: ${slotMoment('en', slot)}`,
          `Place: ${lieu}`,
          'Add it to your calendar from the event’s page (.ics file). Can’t make it? Cancel it on the same page: the place will be free again.',
        ],
        { label: 'See the event', url },
      ),
    jobDatingCancelled: (prenom, titre, organisateur, slot, url) =>
      compose(
        `Job dating cancelled: ${titre}`,
        hello(prenom),
        [
          `${organisateur} has cancelled “${titre}”. Your slot (${slotMoment('en', slot)}) will not take place.`,
          'Other grape harvest jobs are waiting for you on Cep.',
        ],
        { label: 'See grape harvest jobs', url },
      ),
    rehireInvitation: (prenom, company, lastSeason, offer, url) =>
      compose(
        `${company} would like you back for the grape harvest: ${offer}`,
        hello(prenom),
        [
          `You worked the grape harvest with ${lastSeason}. The ${company} team would like to see you again this season for “${offer}”.`,
          'One click is enough to apply, without a CV: check your phone number and dates, then send.',
          'This link is personal: do not forward it.',
        ],
        { label: 'Apply', url },
      ),
    weeklyNewsletter: (prenom, featured, offers, offersUrl, unsubscribe) =>
      compose(
        'This week’s jobs on Cep',
        hello(prenom),
        [
          ...(featured.length ? ['Featured this week:', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['New jobs this week:', ...offers.map(offerLine)] : []),
          `You receive this newsletter because you asked for it. To stop receiving it: ${unsubscribe}`,
        ],
        { label: 'See all jobs', url: offersUrl },
      ),
    unreadMessages: (prenom, from, count, offre, last, url, unsubscribe) => {
      const who = from ?? 'Recruiter (anonymous job)';
      return compose(
        count > 1 ? `${count} unread messages from ${who}` : `New message from ${who}`,
        hello(prenom),
        [
          `${who} wrote to you${offre ? ` about the job “${offre}”` : ''} on Cep${count > 1 ? ` (${count} unread messages)` : ''}:`,
          `“${last}”`,
          'Reply from your Cep inbox: your e-mail address stays private.',
          `To stop receiving these e-mails: ${unsubscribe}`,
        ],
        { label: 'Read the conversation', url },
      );
    },
    alertDigest: (prenom, libelle, offers, total, links) => {
      const rest = total - offers.length;
      return compose(
        total === 1 ? `1 new job for your alert “${libelle}”` : `${total} new jobs for your alert “${libelle}”`,
        hello(prenom),
        [
          total === 1 ? 'A new job matches your alert:' : 'New jobs match your alert:',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Confidential company' })),
          ...(rest > 0 ? [rest === 1 ? 'And one more job on Cep.' : `And ${rest} more jobs on Cep.`] : []),
          `Change or pause this alert: ${links.gerer}`,
          `To stop receiving this alert: ${links.desinscription}`,
        ],
        { label: 'See the jobs for this alert', url: links.offres },
      );
    },
  },

  sms: {
    frame: (body) => `Cep: ${body}\nTo stop, reply STOP`,
    code: (code) => `your confirmation code is ${code}. It is valid for ${SMS_CODE_MINUTES} minutes.`,
    harvestStart: (kind, offer, start, url) => {
      const what = {
        confirme: 'start confirmed',
        deplace: 'start MOVED',
        precise: 'start details',
        relance: 'will you be there? Start',
      }[kind];
      return `grape harvest (${offer}): ${what}, ${startMoment(start)}, ${start.lieu}. Answer here: ${url}`;
    },
    jobDatingBooked: (titre, organisateur, slot, lieu) =>
      `job dating “${titre}”${organisateur ? ` (${organisateur})` : ''}: slot booked, ${slotMoment('en', slot)}, ${lieu}.`,
    jobDatingCancelled: (titre, organisateur, day, slot) =>
      `job dating CANCELLED: “${titre}”${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotMoment('en', slot) : fullDay('en', day)}.`,
  },

  push: {
    applicationStatus: (offre, statut) => ({ title: `Application: ${offre}`, body: `New status: ${STATUS[statut]}.` }),
    message: (from, texte, attachment) => ({
      title: `Message from ${from ?? 'a recruiter'}`,
      body: (texte || (attachment ? `Attachment: ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind, offre, start) => ({
      title: `Grape harvest: ${offre}`,
      body: `${START_WORD[kind]}: ${startMoment(start)}, ${start.lieu}.`,
    }),
  },
};
