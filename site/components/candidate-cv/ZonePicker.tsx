'use client';

import { useState } from 'react';
import { PLACE_LIST_MAX } from '@cep/domain';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.profile;

export type Zone = { id: string; value: string };

/**
 * The CV's search zones (`cvZonegeo`): regions, departments and communes picked one by one in the site's
 * zone autocomplete (/zonegeo), listed under it, each with its button to take it out.
 */
export function ZonePicker({
  id,
  zones,
  onChange,
  error,
}: {
  id: string;
  zones: Zone[];
  onChange: (zones: Zone[]) => void;
  error?: string;
}) {
  const [said, setSaid] = useState('');

  return (
    <div className="space-y-3">
      <PlaceAutocomplete
        id={id}
        label={t.cvZonegeo}
        hint={t.zoneHint}
        source="zonegeo"
        clearOnPick
        error={error}
        onPick={(item) => {
          if (zones.some((z) => z.id === item.id) || zones.length >= PLACE_LIST_MAX) return;
          onChange([...zones, { id: item.id, value: item.value }]);
          setSaid(t.zoneAdded(item.value));
        }}
      />
      <div>
        <p id={`${id}-list`} className="text-sm font-medium text-stone-800">
          {t.zones}
        </p>
        {zones.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">{t.noZone}</p>
        ) : (
          <ul aria-labelledby={`${id}-list`} className="mt-2 flex flex-wrap gap-2">
            {zones.map((zone) => (
              <li
                key={zone.id}
                className="flex items-center gap-1 rounded-full border border-sarment-100 bg-sarment-50 py-1 pl-3 pr-1 text-sm"
              >
                {zone.value}
                <button
                  type="button"
                  onClick={() => {
                    onChange(zones.filter((z) => z.id !== zone.id));
                    setSaid(t.zoneRemoved(zone.value));
                    document.getElementById(id)?.focus();
                  }}
                  className="rounded-full px-2 text-stone-700 hover:bg-vin-50 hover:text-vin-800"
                >
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">
                    {t.removeZone} {zone.value}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
