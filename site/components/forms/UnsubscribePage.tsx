import { UnsubscribeForm, type MailingList } from './UnsubscribeForm';

type Labels = { title: string; lead: string; confirm: string; done: string; invalid: string };

/** The page behind an e-mail's unsubscribe link: its signature is the proof, no login needed. */
export function UnsubscribePage({ list, id, token, labels }: { list: MailingList; id: string; token: string; labels: Labels }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-vin-900">{labels.title}</h1>
      <p className="mt-2 text-stone-800">{labels.lead}</p>
      <div className="mt-6">
        <UnsubscribeForm list={list} id={id} token={token} labels={labels} />
      </div>
    </div>
  );
}

type Search = Record<string, string | string[] | undefined>;

/** One value of the link's query string. */
export const linkParam = (search: Search, key: string) => {
  const value = search[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
