'use client';

import { useState, useSyncExternalStore, useTransition } from 'react';
import { messages } from '@cep/domain/messages';
import { Checkbox } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { removePushAction, setPushKindsAction, subscribePushAction } from '@/lib/actions/push';
import { account } from '@/lib/i18n/fr/account';

const t = account.account.push;

interface Device {
  id: string;
  appareil: string;
  types: string[];
  creeLe: string;
}

interface Props {
  /** The server's VAPID public key; null: notifications are not configured. */
  cle: string | null;
  appareils: Device[];
  /** The kinds and their labels (the domain's, passed by the page: no schema in the browser). */
  kinds: ReadonlyArray<{ value: string; label: string }>;
}

/** What the browser supports does not change while the page is open: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/** The VAPID key as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Notifications in « Mon compte » (issue #41 item 4): this device turned on (the browser asks permission, subscribes
 * with the server's key, the cms keeps the subscription) with the kinds ticked; every device listed with its kinds,
 * each one removable. Needs a browser with a service worker and the Push API, which the section says if missing.
 */
export function PushSection({ cle, appareils, kinds }: Props) {
  // Known in the browser only (null while server-rendered): a service worker and the Push API.
  const supported = useSyncExternalStore<boolean | null>(
    noSubscription,
    () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
    () => null,
  );
  const [chosen, setChosen] = useState<string[]>(kinds.map((kind) => kind.value));
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function turnOn() {
    startTransition(async () => {
      if (!cle) return;
      try {
        if ((await Notification.requestPermission()) !== 'granted') {
          setMessage({ tone: 'danger', text: t.denied });
          return;
        }
        const registration = await navigator.serviceWorker.ready;
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(cle) }));
        const kept = await subscribePushAction(subscription.toJSON(), chosen);
        setMessage(kept.code === 200 ? { tone: 'success', text: t.on } : { tone: 'danger', text: kept.message ?? t.failed });
      } catch {
        setMessage({ tone: 'danger', text: t.failed });
      }
    });
  }

  function change(device: Device, kind: string, on: boolean) {
    startTransition(async () => {
      const types = on ? [...device.types, kind] : device.types.filter((type) => type !== kind);
      const saved = await setPushKindsAction(device.id, types);
      setMessage(saved.code === 200 ? { tone: 'success', text: t.saved } : { tone: 'danger', text: t.failed });
    });
  }

  function remove(device: Device) {
    startTransition(async () => {
      const removed = await removePushAction(device.id);
      setMessage(removed.code === 200 ? { tone: 'success', text: t.removed(device.appareil) } : { tone: 'danger', text: t.failed });
    });
  }

  return (
    <section className="mt-8 space-y-3 border-t border-sarment-100 pt-6" aria-labelledby="push-title">
      <h2 id="push-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      {!cle ? (
        <p className="text-sm text-stone-800">{messages.pushNonConfigure}</p>
      ) : supported === false ? (
        <p className="text-sm text-stone-800">{t.unsupported}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t.thisDevice}</legend>
          {kinds.map((kind) => (
            <Checkbox
              key={kind.value}
              id={`push-nouveau-${kind.value}`}
              label={kind.label}
              checked={chosen.includes(kind.value)}
              onChange={(on) => setChosen((list) => (on ? [...list, kind.value] : list.filter((value) => value !== kind.value)))}
            />
          ))}
          <button
            type="button"
            onClick={turnOn}
            disabled={pending || supported === null}
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800 disabled:opacity-60"
          >
            {t.turnOn}
          </button>
        </fieldset>
      )}
      {appareils.length > 0 && (
        <ul className="space-y-3" aria-label={t.devices}>
          {appareils.map((device) => (
            <li key={device.id} className="rounded-lg border border-sarment-100 p-3">
              <fieldset className="space-y-1">
                <legend className="font-medium text-stone-900">{device.appareil}</legend>
                {kinds.map((kind) => (
                  <Checkbox
                    key={kind.value}
                    id={`push-${device.id}-${kind.value}`}
                    label={kind.label}
                    checked={device.types.includes(kind.value)}
                    onChange={(on) => change(device, kind.value, on)}
                  />
                ))}
              </fieldset>
              <button
                type="button"
                onClick={() => remove(device)}
                disabled={pending}
                className="mt-2 text-sm font-semibold text-vin-700 underline underline-offset-2"
              >
                {t.remove(device.appareil)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{message && <FormAlert tone={message.tone} message={message.text} />}</div>
    </section>
  );
}
