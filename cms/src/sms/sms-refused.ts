/** A provider's refusal of one message (a number that is not one, a blocked destination): retrying gets the same answer. */
export class SmsRefused extends Error {
  readonly permanent = true;
}
