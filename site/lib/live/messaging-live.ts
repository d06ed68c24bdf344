import type { MessagingSide } from '@cep/domain';
import { POLLING_INTERVAL_MS } from '@cep/domain/constants';

/**
 * What the stream says (ids only): a conversation's news, a harvest start's headcount that moved (`demarrage`, the
 * offer), or `poll`: the stream is down, read again (every 5 s, spec 02 §9).
 */
export type LiveSignal =
  { kind: 'message' | 'lu' | 'etat'; conversation: string; message?: string } | { kind: 'demarrage'; offre: string } | { kind: 'poll' };
type Listener = (signal: LiveSignal) => void;

const KINDS = ['message', 'lu', 'etat', 'demarrage'] as const;
/** After the browser gave up on the stream (an error answer), try it again this much later, polling meanwhile. */
const RETRY_MS = 30_000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let poller: ReturnType<typeof setInterval> | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;

const emit = (signal: LiveSignal) => listeners.forEach((listener) => listener(signal));

function startPolling() {
  poller ??= setInterval(() => emit({ kind: 'poll' }), POLLING_INTERVAL_MS);
}

function stopPolling() {
  if (poller) clearInterval(poller);
  poller = null;
}

function connect(side: MessagingSide) {
  if (typeof EventSource === 'undefined') return startPolling();
  const stream = new EventSource(`/${side}/messagerie/flux`);
  source = stream;
  stream.onopen = () => {
    // Back after a cut: what was said meanwhile is read once, then events take over from polling.
    if (poller) emit({ kind: 'poll' });
    stopPolling();
  };
  stream.onerror = () => {
    startPolling();
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    retry ??= setTimeout(() => {
      retry = null;
      if (listeners.size && !source) connect(side);
    }, RETRY_MS);
  };
  // The cms stopped hearing the other instances: poll until it says it hears them again, then read once.
  stream.addEventListener('coupure', () => startPolling());
  stream.addEventListener('reprise', () => {
    emit({ kind: 'poll' });
    stopPolling();
  });
  for (const kind of KINDS)
    stream.addEventListener(kind, (event) => {
      try {
        emit(JSON.parse((event as MessageEvent<string>).data) as LiveSignal);
      } catch {
        emit({ kind: 'poll' });
      }
    });
}

/**
 * One stream per tab, shared by the header's count and the open conversation: server-sent events relayed by
 * the site, or polling every 5 seconds while they are unavailable. Answers the unsubscribe.
 */
export function subscribeLive(side: MessagingSide, listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !poller) connect(side);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    source?.close();
    source = null;
    stopPolling();
    if (retry) clearTimeout(retry);
    retry = null;
  };
}
