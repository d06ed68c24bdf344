/**
 * A provider's refusal of one message (an SMS to a number that is not one, a push to a device that is gone):
 * retrying would get the same answer, so the delivery worker gives it up at once (`permanent`).
 */
export class Undeliverable extends Error {
  readonly permanent = true;
}
