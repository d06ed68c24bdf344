import Link from 'next/link';

/** A short page: a title, a sentence and one way on (not-found pages, sign-up confirmation). */
export function MessagePage({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-vin-900">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <Link href={href} className="mt-6 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {action}
      </Link>
    </div>
  );
}
