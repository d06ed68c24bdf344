import type { Metadata } from 'next';
import { START_ANSWERS } from '@cep/domain';
import { harvestRoutes } from '@cep/domain/contracts';
import { answerStartAction } from '@/lib/actions/harvest-start';
import { call } from '@/lib/cms/call';
import { errorWords, pageWords } from '@/lib/i18n/page-language';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.startAnswer.metaTitle, robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The page of a worker's start e-mail (issue #40 item 2), without logging in: the link carries the answer row, its
 * last day and its signature. It shows the start, then answers in one click (« Je serai là » / « Je ne peux plus
 * venir »), a plain form post that works without JavaScript; opening the link answers nothing (mail scanners open
 * links). A wrong or expired link says why.
 */
export default async function StartAnswerPage({ searchParams }: Props) {
  const query = await searchParams;
  const { language, t: words, o } = await pageWords();
  const t = words.startAnswer;
  // The cms says why a link fails in French: in the page's language where the path translates it.
  const translated = errorWords(language);
  const said = (text: string) => translated[text] ?? text;
  const link = { r: one(query.r), e: one(query.e), t: one(query.t) };
  const answered =
    link.r && link.e && link.t ? await call(harvestRoutes.invitation, { body: { r: Number(link.r), e: Number(link.e), t: link.t } }) : null;
  if (!answered?.ok)
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {answered?.refusal.message ? said(answered.refusal.message) : words.messages.lienInvalide}
        </p>
      </div>
    );
  const { prenom, offre, demarrage, reponse } = answered.answer;
  const notice = one(query.merci) ? t.thanks : one(query.change) ? t.moved : one(query.erreur) ? words.messages.lienInvalide : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 font-medium text-feuille-600">
          {notice}
        </p>
      )}
      <p className="mt-4 text-stone-800">{t.hello(prenom)}</p>
      <p className="mt-1 text-stone-800">{t.offer(offre.titre, offre.entreprise)}</p>
      <dl className="mt-4 space-y-3 rounded-xl bg-white p-4 text-stone-900 shadow-sm">
        <div>
          <dt className="text-sm font-medium text-stone-700">{t.when}</dt>
          <dd className="text-lg font-semibold">{o.harvest.startMoment(demarrage.date, demarrage.heure)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-700">{t.where}</dt>
          <dd className="whitespace-pre-line">{demarrage.lieu}</dd>
        </div>
        {demarrage.aApporter && (
          <div>
            <dt className="text-sm font-medium text-stone-700">{t.bring}</dt>
            <dd className="whitespace-pre-line">{demarrage.aApporter}</dd>
          </div>
        )}
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-stone-900">{t.question}</h2>
      {reponse && <p className="mt-1 font-medium text-stone-800">{t.yours(o.harvest.startAnswers[reponse])}</p>}
      <form action={answerStartAction} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="r" value={link.r} />
        <input type="hidden" name="e" value={link.e} />
        <input type="hidden" name="t" value={link.t} />
        <input type="hidden" name="tour" value={demarrage.tour} />
        {START_ANSWERS.map((answer) => (
          <button
            key={answer}
            type="submit"
            name="reponse"
            value={answer}
            aria-pressed={reponse === answer}
            className={
              answer === 'present'
                ? 'rounded-full bg-vin-700 px-5 py-3 font-semibold text-white hover:bg-vin-800 aria-pressed:ring-4 aria-pressed:ring-vin-200'
                : 'rounded-full border border-vin-700 bg-white px-5 py-3 font-semibold text-vin-700 hover:bg-vin-50 aria-pressed:ring-4 aria-pressed:ring-vin-200'
            }
          >
            {o.harvest.startAnswers[answer]}
          </button>
        ))}
      </form>
      <p className="mt-4 text-sm text-stone-700">{t.change}</p>
    </div>
  );
}
