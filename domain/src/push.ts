import { z } from './zod';

/**
 * Web Push (issue #41 item 4): a candidate turns notifications on per device and per kind; the service worker shows
 * them; a device the push service no longer knows is forgotten; each device can be seen and removed.
 */
export const PUSH_KINDS = ['demarrage', 'candidatures', 'messages'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  demarrage: 'Démarrage des vendanges confirmé ou déplacé',
  candidatures: 'Suivi de mes candidatures',
  messages: 'Nouveaux messages des recruteurs',
};

/** Devices kept per candidate: a phone, a tablet, a computer or two. */
export const PUSH_DEVICES_MAX = 10;

const kinds = z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length);
const key = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);

/** What the browser's `PushSubscription.toJSON()` gives, with the device's name and the kinds chosen. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .refine((value) => /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(value)),
  keys: z.object({ p256dh: key, auth: key }),
  appareil: z.string().trim().min(1).max(80),
  types: kinds,
});

export const pushKindsSchema = z.object({ types: kinds });

/** « Chrome sur Android », from the browser's user agent: how the device list names each one. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navigateur';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'un appareil';
  return `${browser} sur ${system}`;
}
