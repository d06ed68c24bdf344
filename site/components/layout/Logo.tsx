import Link from 'next/link';
/** Cep's name and mark, the way home; `label` says so in the page's language. */
export function Logo({ label, name }: { label: string; name: string }) {
  return (
    <Link href="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-vin-800" aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="12" cy="14" r="4" className="fill-vin-700" />
        <circle cx="20" cy="14" r="4" className="fill-vin-700" />
        <circle cx="16" cy="20" r="4" className="fill-vin-600" />
        <circle cx="16" cy="27" r="3" className="fill-vin-800" />
        <path d="M16 10 C16 6 19 4 23 4" className="stroke-feuille-600" strokeWidth="2" fill="none" />
      </svg>
      {name}
    </Link>
  );
}
