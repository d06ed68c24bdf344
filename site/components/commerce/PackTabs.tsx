'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { PacksResponse } from '@cep/domain';
import { CREDIT_KINDS } from '@cep/domain/constants';
import { formatCents } from '@cep/domain/format';
import { commerce } from '@/lib/i18n/fr/commerce';
import { PackChoice } from './PackChoice';

const t = commerce.packs;
type Props = { packs: PacksResponse['packs']; initial: string; recruiter: boolean; visitor: boolean };

/** The three tiers, one at a time (spec 01 §2): an ARIA tab list, arrows move between tiers. */
export function PackTabs({ packs, initial, recruiter, visitor }: Props) {
  const [selected, setSelected] = useState(
    Math.max(
      0,
      packs.findIndex((pack) => pack.id === initial),
    ),
  );
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const pack = packs[selected]!;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + packs.length) % packs.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={t.tiers} className="flex gap-2 overflow-x-auto">
        {packs.map((tier, i) => (
          <button
            key={tier.id}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`pack-tab-${tier.id}`}
            aria-selected={i === selected}
            aria-controls={`pack-panel-${tier.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
            className={`rounded-full px-5 py-2 font-semibold ${i === selected ? 'bg-vin-700 text-white' : 'bg-white text-vin-800 ring-1 ring-sarment-200'}`}
          >
            {tier.nom}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`pack-panel-${pack.id}`}
        aria-labelledby={`pack-tab-${pack.id}`}
        className="mt-4 rounded-2xl border border-sarment-100 bg-white p-6 shadow-sm"
      >
        <h2 className="text-2xl font-bold text-vin-900">Pack {pack.nom}</h2>
        <p className="mt-1 text-stone-700">{pack.accroche}</p>
        <p className="mt-4">
          <span className="text-3xl font-bold text-vin-800">{formatCents(pack.prixHtCents)}</span>{' '}
          <span className="text-stone-700">{t.perPack}</span>
          <span className="block text-sm text-stone-600">{t.ttc(formatCents(pack.prixTtcCents))}</span>
        </p>
        <h3 className="mt-5 font-semibold">{t.grants}</h3>
        <ul className="mt-2 list-inside list-disc space-y-1 text-stone-800">
          {CREDIT_KINDS.flatMap((kind) => {
            const n = pack.credits[kind];
            return n ? [<li key={kind}>{commerce.credit(kind, n)}</li>] : [];
          })}
        </ul>
        <p className="mt-3 text-sm text-stone-600">{t.validity(pack.dureeMois)}</p>
        <div className="mt-6">
          <PackChoice
            type="pack"
            id={pack.id}
            label={t.choose}
            recruiter={recruiter}
            visitor={visitor}
            className="inline-block rounded-full bg-vin-700 px-6 py-3 font-semibold text-white hover:bg-vin-800"
          />
        </div>
      </section>
    </div>
  );
}
