import { z } from '../zod';
import type { SmsInbound, SmsStatus } from '../responses/sms';
import { smsCodeSchema, smsNumberSchema } from '../sms';
import { route } from './route';

const candidate = { roles: ['candidat'] } as const;

/** A provider's webhook for a reply: Twilio's form fields (its other fields are signed too, so kept). */
export const smsInboundBody = z.looseObject({ From: z.string().max(40), Body: z.string().max(2000) });

/** SMS for what cannot wait (issue #41 item 5): the candidate's opt-in, checked by a code; « STOP » by reply. */
export const smsRoutes = {
  status: route<SmsStatus>()({
    method: 'GET',
    path: '/candidat/sms',
    summary: 'Whether the candidate receives urgent SMS, and at which number.',
    access: candidate,
  }),
  request: route<SmsStatus>()({
    method: 'POST',
    path: '/candidat/sms',
    summary: 'Sends a code by SMS to the mobile number the candidate gave (one a minute, five a day).',
    access: candidate,
    body: smsNumberSchema,
    refusals: [400, 429],
  }),
  confirm: route<SmsStatus>()({
    method: 'POST',
    path: '/candidat/sms/confirmation',
    summary: 'Checks the code: the number then receives urgent SMS (a start confirmed or moved, a job-dating slot).',
    access: candidate,
    body: smsCodeSchema,
    refusals: [400],
  }),
  stop: route<SmsStatus>()({
    method: 'DELETE',
    path: '/candidat/sms',
    summary: 'Stops the candidate’s SMS and forgets the number.',
    access: candidate,
  }),
  inbound: route<SmsInbound>()({
    method: 'POST',
    path: '/sms/entrant',
    summary: 'The SMS provider’s webhook for a reply, signed by the provider: « STOP » turns the number’s SMS off.',
    access: { public: true },
    body: smsInboundBody,
    refusals: [400],
  }),
};
