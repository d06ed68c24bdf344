import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PUSH_DEVICES_MAX, PUSH_KINDS, type PushDevice, type PushKind } from '@cep/domain';
import { queuePushBatch } from '../../email';
import { candidatesTexts, type CandidateTexts } from '../../../email/candidate';
import { allowedEndpoint, vapid } from '../../../push/transport';
import { isoDate } from '../../../utils/json-columns';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';

interface DeviceRow {
  id: number;
  documentId: string;
  candidatRef: number;
  appareil: string | null;
  types: unknown;
  createdAt: unknown;
  dernierEnvoiLe: unknown;
}

export type SubscribeResult = { ok: true; id: string } | { ok: false; reason: 'non-configure' | 'service-inconnu' };

/** An endpoint is long and secret: its rows are found by a hash of it. */
const keyOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
const kindsOf = (value: unknown): PushKind[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as unknown[]) : []).filter((kind): kind is PushKind =>
    (PUSH_KINDS as readonly unknown[]).includes(kind),
  );

/**
 * A candidate's devices for Web Push (issue #41 item 4), each with the kinds it receives. What other features send
 * goes through `notify`: a row of the e-mail queue per device (`canal` push), delivered and retried by its worker,
 * which reads the device's keys from this table and deletes a device the push service says is gone
 * (`email/services/email-delivery.ts`: the queue cannot import this feature, which queues through it).
 */
export function pushDevices(strapi: Core.Strapi) {
  const rows = () => strapi.db.query(UIDS.pushSubscription);

  return {
    configured: () => vapid() !== null,
    publicKey: () => vapid()?.publicKey ?? null,

    async list(candidateId: number): Promise<PushDevice[]> {
      const found = (await rows().findMany({ where: { candidatRef: candidateId }, orderBy: { id: 'asc' } })) as DeviceRow[];
      return found.map((row) => ({
        id: row.documentId,
        appareil: row.appareil ?? '',
        types: kindsOf(row.types),
        creeLe: isoDate(row.createdAt as string | Date | null) ?? '',
        dernierEnvoiLe: isoDate(row.dernierEnvoiLe as string | Date | null),
      }));
    },

    /** Keeps a device (the same endpoint again updates it, even if another account had it: the browser is this one's now). */
    async subscribe(
      candidateId: number,
      device: { endpoint: string; keys: { p256dh: string; auth: string }; appareil: string; types: PushKind[] },
    ): Promise<SubscribeResult> {
      if (!vapid()) return { ok: false, reason: 'non-configure' };
      if (!allowedEndpoint(device.endpoint)) return { ok: false, reason: 'service-inconnu' };
      const cle = keyOf(device.endpoint);
      const data = {
        candidatRef: candidateId,
        endpoint: device.endpoint,
        cle,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        appareil: device.appareil,
        types: [...new Set(device.types)],
      };
      const existing = (await rows().findOne({ where: { cle }, select: ['id', 'documentId'] })) as {
        id: number;
        documentId: string;
      } | null;
      if (existing) {
        await rows().update({ where: { id: existing.id }, data });
        return { ok: true, id: existing.documentId };
      }
      try {
        const created = await strapi.documents(UIDS.pushSubscription).create({ data });
        // Beyond the bound, the oldest devices go.
        const mine = (await rows().findMany({ where: { candidatRef: candidateId }, select: ['id'], orderBy: { id: 'desc' } })) as Array<{
          id: number;
        }>;
        const extra = mine.slice(PUSH_DEVICES_MAX).map((row) => row.id);
        if (extra.length) await rows().deleteMany({ where: { id: { $in: extra } } });
        return { ok: true, id: created.documentId };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return this.subscribe(candidateId, device);
      }
    },

    async setKinds(candidateId: number, documentId: string, types: PushKind[]): Promise<boolean> {
      const { count } = await rows().updateMany({ where: { documentId, candidatRef: candidateId }, data: { types: [...new Set(types)] } });
      return count > 0;
    },

    async remove(candidateId: number, documentId: string): Promise<boolean> {
      const { count } = await rows().deleteMany({ where: { documentId, candidatRef: candidateId } });
      return count > 0;
    },

    /**
     * Queues one notification per device of these candidates that receives `kind` (in the caller's transaction);
     * nothing when push is not configured. `message` may differ per candidate (each start link is their own) and
     * is given their texts, in their language.
     */
    async notify(
      candidateIds: number[],
      kind: PushKind,
      message: (candidateId: number, texts: CandidateTexts) => { title: string; body: string; url: string },
    ): Promise<number> {
      if (!vapid() || candidateIds.length === 0) return 0;
      const found = (await rows().findMany({
        where: { candidatRef: { $in: candidateIds } },
        select: ['id', 'candidatRef', 'types'],
      })) as Array<Pick<DeviceRow, 'id' | 'candidatRef' | 'types'>>;
      const targets = found.filter((row) => kindsOf(row.types).includes(kind));
      const textsOf = await candidatesTexts(
        strapi,
        targets.map((row) => row.candidatRef),
      );
      await queuePushBatch(
        strapi,
        targets.map((row) => ({ device: row.id, ...message(row.candidatRef, textsOf(row.candidatRef)) })),
      );
      return targets.length;
    },

    async ofCandidate(candidateId: number) {
      return (await this.list(candidateId)).map(({ appareil, types, creeLe }) => ({ appareil, types, creeLe }));
    },

    async eraseOfCandidate(candidateId: number): Promise<void> {
      await rows().deleteMany({ where: { candidatRef: candidateId } });
    },
  };
}
