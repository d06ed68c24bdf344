import type { Metadata } from 'next';
import { addDays, harvestWindowText, messages, todayIso } from '@cep/domain';
import { seasonalRoutes } from '@cep/domain/contracts';
import { RehireApplyForm } from '@/components/seasonal/RehireApplyForm';
import { call } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';

const t = fr.seasonal;

export const metadata: Metadata = { title: t.linkMetaTitle, robots: { index: false }, referrer: 'no-referrer' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The page of a re-hire invitation (issue #40 item 5), without logging in: the link carries the worker's entry, the
 * offer, its last day and its signature. It shows the estate and the offer's window, then applies in one click with
 * the phone and dates filled in (the harvest's express application); opening the link sends nothing (mail scanners).
 */
export default async function RehirePage({ searchParams }: Props) {
  const query = await searchParams;
  const link = { r: one(query.r), o: one(query.o), e: one(query.e), t: one(query.t) };
  const shown =
    link.r && link.o && link.e && link.t
      ? await call(seasonalRoutes.link, { body: { r: link.r, o: link.o, e: Number(link.e), t: link.t } })
      : null;
  if (!shown?.ok)
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-vin-900">{t.linkTitle}</h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {shown?.refusal.message ?? messages.lienInvalide}
        </p>
      </div>
    );
  const { prenom, telephone, offre, dejaPostule } = shown.answer;
  const today = todayIso();
  const du = offre.debutAuPlusTot && offre.debutAuPlusTot > today ? offre.debutAuPlusTot : today;
  const au = addDays(offre.debutAuPlusTard && offre.debutAuPlusTard > du ? offre.debutAuPlusTard : du, 14);
  const window =
    offre.fenetre ??
    (offre.debutAuPlusTot && offre.debutAuPlusTard ? harvestWindowText(offre.debutAuPlusTot, offre.debutAuPlusTard) : null);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{t.linkTitle}</h1>
      <p className="mt-4 text-stone-800">{t.linkHello(prenom)}</p>
      <p className="mt-1 text-stone-800">{t.linkOffer(offre.entreprise, offre.titre)}</p>
      {window && <p className="mt-1 text-sm text-stone-700">{t.linkWindow(window)}</p>}
      <p className="mt-1 text-sm">
        <a
          href={`/offres/${encodeURIComponent(offre.id)}`}
          className="font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800"
        >
          {t.linkSeeOffer}
        </a>
      </p>
      {dejaPostule ? (
        <p role="status" className="mt-4 rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 font-medium text-feuille-600">
          {messages.dejaPostule}
        </p>
      ) : (
        <RehireApplyForm link={link} entreprise={offre.entreprise} defaults={{ du, au, telephone: telephone ?? '' }} />
      )}
    </div>
  );
}
