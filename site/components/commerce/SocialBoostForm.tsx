'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { checkBoostDate, messages } from '@cep/domain';
import { formatCalendarDay } from '@cep/domain/format';
import { BusyButton } from '@/components/forms/BusyButton';
import { FormAlert } from '@/components/forms/FormAlert';
import { bookSocialBoostAction, type SocialBoostAnswer } from '@/lib/actions/commerce';
import { FileInput } from '@/components/forms/FileInput';
import { commerce } from '@/lib/i18n/fr/commerce';

const t = commerce.socialBoost;
const longDate = (iso: string) => formatCalendarDay(iso, 'full');

type Props = { offerId: string; reserved: string[]; max: string; today: string; credit: number | 'illimite' };

/**
 * The social boost form (spec 02 §3, §5, §7): a weekday from today to `max`, not already reserved, and a logo.
 * Checked here with the domain's rule, then by the cms; after success the button is disabled, the block
 * removed and the remaining credit shown (spec 02 §4).
 */
export function SocialBoostForm({ offerId, reserved: initialReserved, max, today, credit: initialCredit }: Props) {
  const [reserved, setReserved] = useState(initialReserved);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string>();
  const [logoError, setLogoError] = useState<string>();
  const [booked, setBooked] = useState<{ date: string; credit: number | 'illimite' }>();
  const [pending, startTransition] = useTransition();
  const logo = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = logo.current?.files?.[0];
    const dateOk = checkBoostDate(date, { today, reserved, max });
    setError(dateOk ? undefined : messages.boostEchecDate);
    setLogoError(file ? undefined : messages.logoRequis);
    if (!dateOk || !file) return;
    const form = new FormData();
    form.set('gestionReseauxSociauxDatepublie', date);
    form.set('logo', file);
    startTransition(async () => {
      // A request that fails on the way reads the spec's « réessayer plus tard » too (issue #38), the form kept.
      const answer = await bookSocialBoostAction(offerId, form).catch((): SocialBoostAnswer => ({ code: 500 }));
      if (answer.code === 200 && answer.datePublie) {
        setBooked({ date: answer.datePublie, credit: answer.credit ?? 0 });
        return;
      }
      if (answer.reserved_dates) setReserved(answer.reserved_dates);
      setError(answer.errors?.gestionReseauxSociauxDatepublie ?? (answer.errors?.logo ? undefined : messages.boostErreur));
      setLogoError(answer.errors?.logo);
    });
  }

  if (booked) return <FormAlert tone="success" message={t.booked(longDate(booked.date), booked.credit)} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">{t.credits(initialCredit)}</p>
      <div>
        <label htmlFor="boost-date" className="block font-medium">
          {t.date}
        </label>
        <p id="boost-date-aide" className="text-sm text-stone-600">
          {t.dateHelp(longDate(max))}
        </p>
        <input
          id="boost-date"
          type="date"
          min={today}
          max={max}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`boost-date-aide${error ? ' boost-date-erreur' : ''}`}
          className="mt-1 rounded-lg border border-stone-300 px-3 py-2"
        />
        {error && (
          <p id="boost-date-erreur" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {reserved.length > 0 && (
        <div>
          <p className="font-medium">{t.reserved}</p>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {reserved.map((day) => (
              <li key={day} className="rounded-full bg-stone-100 px-3 py-1">
                {longDate(day)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <label htmlFor="boost-logo" className="block font-medium">
          {t.logo}
        </label>
        <FileInput
          id="boost-logo"
          ref={logo}
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={logoError ? true : undefined}
          aria-describedby={logoError ? 'boost-logo-erreur' : undefined}
        />
        {logoError && (
          <p id="boost-logo-erreur" role="alert" className="mt-1 text-sm text-red-700">
            {logoError}
          </p>
        )}
      </div>
      <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {t.submit}
      </BusyButton>
    </form>
  );
}
