import { Client } from 'pg';
import { postgresBus, type BusSignal, type LiveEvent } from '../src/realtime/bus';
import { postgresRelay, postgresServer } from './helpers/pg-relay';

/**
 * Issue #37 item 1: the bus between cms instances on PostgreSQL retried once after a cut, and never its first
 * connection, so live messages stopped for good after a restart. Here PostgreSQL's address is a relay the test
 * takes down and up (a restart, seen from the cms). On the PostgreSQL leg only: SQLite has no bus between instances.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const database = postgresServer;

async function until(condition: () => boolean, what: string, boundMs = 20_000) {
  const deadline = Date.now() + boundMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(onPostgres ? describe : describe.skip)('the message bus between instances on PostgreSQL', () => {
  it('listens once PostgreSQL first answers, and again after a restart, telling streams each time', async () => {
    const channel = `cep_messagerie_test_${process.pid}`;
    const notifier = new Client(database);
    await notifier.connect();
    const gate = postgresRelay();
    const port = await gate.reserve();
    const logs: string[] = [];
    const bus = postgresBus(
      { ...database, port, host: '127.0.0.1' },
      channel,
      (payload) => notifier.query('select pg_notify($1, $2)', [channel, payload]),
      (line) => logs.push(line),
    );
    const signals: BusSignal[] = [];
    bus.watch((signal) => signals.push(signal));
    const received: LiveEvent[] = [];
    bus.subscribe('candidat:1', (event) => received.push(event));
    /** PostgreSQL answers again: the bus listens within 10 s, and a message published then is heard. */
    const comesBack = async (messages: number) => {
      await gate.start();
      const back = Date.now();
      await until(() => bus.state() === 'ecoute', `listening (message ${messages})`);
      expect(Date.now() - back).toBeLessThanOrEqual(10_000);
      await bus.publish('candidat:1', { kind: 'message', conversation: 'a', message: String(messages) });
      await until(() => received.length === messages, `message ${messages} heard`);
    };
    try {
      // PostgreSQL away when the cms starts: no listening yet, and attempts go on.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(bus.state()).toBe('coupe');
      await comesBack(1);

      // A restart: every connection dropped, PostgreSQL away for 3 s, then back.
      await gate.cut();
      await until(() => bus.state() === 'coupe', 'the cut to be seen');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await comesBack(2);
      expect(signals).toEqual(['reprise', 'coupure', 'reprise']);
      expect(logs.some((line) => line.includes('interrompue'))).toBe(true);
    } finally {
      await bus.close();
      await gate.cut();
      await notifier.end();
    }
  });
});
