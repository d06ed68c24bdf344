export interface OutboxEmail {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}
