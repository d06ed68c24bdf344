/** What every SMS transport does: send one text to one number (E.164), or throw (`Undeliverable`: not to be retried). */
export interface SmsTransport {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}
