import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

type Doc = Record<string, unknown>;
type Index = { docs: Map<string, Doc>; searchable: string[] };

/** Folded for matching: lower case, accents off. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The tokens of the filter expressions the engine writes (toMeiliFilter): strings, numbers, names, operators. */
function tokens(expression: string): string[] {
  const out: string[] = [];
  const pattern = /\s*("(?:\\.|[^"\\])*"|>=|<=|!=|[=<>()[\],]|[^\s=<>()[\],"]+)/gy;
  for (let match = pattern.exec(expression); match && match[1]; match = pattern.exec(expression)) out.push(match[1]);
  return out;
}

function value(token: string): unknown {
  if (token.startsWith('"')) return JSON.parse(token) as string;
  if (token === 'true' || token === 'false') return token === 'true';
  return Number(token);
}

const KM_PER_DEGREE = 111.32;

/** Parses one filter clause into a predicate: AND, OR, parentheses, =, IN [...], ranges and _geoRadius. */
function predicate(expression: string): (doc: Doc) => boolean {
  const list = tokens(expression);
  let at = 0;
  const next = () => list[at++]!;
  const or = (): ((doc: Doc) => boolean) => {
    const parts = [and()];
    while (list[at] === 'OR') {
      next();
      parts.push(and());
    }
    return (doc) => parts.some((part) => part(doc));
  };
  const and = (): ((doc: Doc) => boolean) => {
    const parts = [atom()];
    while (list[at] === 'AND') {
      next();
      parts.push(atom());
    }
    return (doc) => parts.every((part) => part(doc));
  };
  const atom = (): ((doc: Doc) => boolean) => {
    const first = next();
    if (first === '(') {
      const inner = or();
      next();
      return inner;
    }
    if (first.startsWith('_geoRadius')) {
      next();
      const [lat, , lng, , metres] = [value(next()), next(), value(next()), next(), value(next())] as number[];
      next();
      return (doc) => {
        const geo = doc._geo as { lat: number; lng: number } | undefined;
        if (!geo) return false;
        const dx = (geo.lng - lng!) * KM_PER_DEGREE * Math.cos((lat! * Math.PI) / 180);
        const dy = (geo.lat - lat!) * KM_PER_DEGREE;
        return Math.hypot(dx, dy) * 1000 <= metres!;
      };
    }
    const op = next();
    if (op === 'IN') {
      next();
      const values: unknown[] = [];
      while (list[at] !== ']') {
        const token = next();
        if (token !== ',') values.push(value(token));
      }
      next();
      return (doc) => [doc[first]].flat().some((v) => values.includes(v));
    }
    const wanted = value(next());
    const compare: Record<string, (a: number, b: number) => boolean> = {
      '>=': (a, b) => a >= b,
      '<=': (a, b) => a <= b,
      '>': (a, b) => a > b,
      '<': (a, b) => a < b,
    };
    if (op === '=') return (doc) => [doc[first]].flat().includes(wanted);
    if (compare[op]) return (doc) => typeof doc[first] === 'number' && compare[op]!(doc[first] as number, wanted as number);
    throw new Error(`fake Meilisearch: unknown operator ${op} in ${expression}`);
  };
  return or();
}

function search(index: Index, body: Doc) {
  const words = fold(String(body.q ?? ''))
    .split(/\s+/)
    .filter(Boolean);
  const filters = ((body.filter as string[] | undefined) ?? []).map(predicate);
  const text = (doc: Doc) => fold(index.searchable.map((field) => String(doc[field] ?? '')).join(' '));
  const holds = (doc: Doc) => {
    if (!filters.every((filter) => filter(doc))) return false;
    if (words.length === 0) return true;
    const haystack = text(doc);
    return body.matchingStrategy === 'last' ? words.some((w) => haystack.includes(w)) : words.every((w) => haystack.includes(w));
  };
  let hits = [...index.docs.values()].filter(holds);
  const [sortField, direction] = String((body.sort as string[] | undefined)?.[0] ?? ':').split(':');
  if (sortField) hits.sort((a, b) => (direction === 'desc' ? -1 : 1) * (Number(a[sortField] ?? 0) - Number(b[sortField] ?? 0)));
  const facetDistribution: Record<string, Record<string, number>> = {};
  for (const field of (body.facets as string[] | undefined) ?? []) {
    const tally: Record<string, number> = {};
    for (const hit of hits)
      for (const v of [hit[field]].flat()) if (v !== null && v !== undefined && v !== '') tally[String(v)] = (tally[String(v)] ?? 0) + 1;
    facetDistribution[field] = tally;
  }
  const total = hits.length;
  if (body.hitsPerPage !== undefined) {
    const perPage = Number(body.hitsPerPage);
    const page = Number(body.page ?? 1);
    hits = hits.slice((page - 1) * perPage, page * perPage);
    return { hits, totalHits: total, totalPages: Math.ceil(total / perPage), page, hitsPerPage: perPage, facetDistribution };
  }
  const limit = Number(body.limit ?? 20);
  return { hits: hits.slice(0, limit), estimatedTotalHits: total, limit, offset: 0, facetDistribution };
}

/**
 * A Meilisearch stand-in in memory: no Meilisearch server can be installed on these machines (stack-facts.md). It
 * answers the calls the engine makes (indexes, settings, tasks that succeed at once, documents added, listed and
 * deleted, searches with the filters toMeiliFilter writes) and can be taken down and brought back on its port, as an
 * unreachable server is seen from the cms. Searches match folded substrings: enough to see which documents it holds.
 */
export async function fakeMeilisearch() {
  const indexes = new Map<string, Index>();
  const sockets = new Set<net.Socket>();
  let tasks = 0;
  /** Documents the server refuses (a batch holding one fails as a whole, as Meilisearch's task does). */
  const refused = new Set<string>();
  const failedTasks = new Set<number>();
  /** Additions of documents kept unanswered until released (holdAdditions), with a word when the first arrives. */
  let holding: { arrived: () => void; waiting: Array<() => void> } | null = null;
  /**
   * Listening from the start and to the end, « down » or not: a port given back while down was taken, in CI, by a
   * server of the suite run beside this one on PostgreSQL, which then answered for Meilisearch (the tests hung). Down,
   * every connection is closed at once: the cms meets an unreachable Meilisearch all the same.
   */
  let reachable = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = () => handle(req, res, Buffer.concat(chunks).toString('utf8'));
      if (!holding || req.method !== 'POST' || !req.url?.split('?')[0]?.endsWith('/documents')) return answer();
      holding.waiting.push(answer);
      holding.arrived();
    });
  });
  server.on('connection', (socket) => {
    if (!reachable) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const indexOf = (uid: string) => {
    if (!indexes.has(uid)) indexes.set(uid, { docs: new Map(), searchable: [] });
    return indexes.get(uid)!;
  };
  const task = (res: ServerResponse, indexUid: string | null) =>
    res.writeHead(202, { 'Content-Type': 'application/json' }).end(JSON.stringify({ taskUid: ++tasks, indexUid, status: 'enqueued' }));
  const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://meili');
    const parts = url.pathname.split('/').filter(Boolean);
    const body = raw ? (JSON.parse(raw) as unknown) : null;
    if (parts[0] === 'tasks') {
      const uid = Number(parts[1]);
      return json(
        res,
        failedTasks.has(uid) ? { uid, status: 'failed', error: { message: 'document refusé' } } : { uid, status: 'succeeded', error: null },
      );
    }
    if (parts[0] !== 'indexes') return res.writeHead(404).end();
    if (parts.length === 1 && req.method === 'POST') {
      const created = (body as Doc).uid as string;
      indexOf(created);
      return task(res, created);
    }
    const uid = parts[1]!;
    const index = indexOf(uid);
    const rest = parts.slice(2).join('/');
    if (req.method === 'DELETE' && rest === '') {
      indexes.delete(uid);
      return task(res, uid);
    }
    if (rest === 'settings') {
      index.searchable = ((body as Doc).searchableAttributes as string[] | undefined) ?? index.searchable;
      return task(res, uid);
    }
    if (rest === 'documents' && req.method === 'POST') {
      if ((body as Doc[]).some((doc) => refused.has(String(doc.id)))) {
        failedTasks.add(tasks + 1);
        return task(res, uid);
      }
      for (const doc of body as Doc[]) index.docs.set(String(doc.id), doc);
      return task(res, uid);
    }
    if (rest === 'documents' && req.method === 'DELETE') {
      index.docs.clear();
      return task(res, uid);
    }
    if (rest === 'documents/delete-batch') {
      for (const id of body as string[]) index.docs.delete(String(id));
      return task(res, uid);
    }
    if (rest === 'documents' && req.method === 'GET') {
      const fields = url.searchParams.get('fields')?.split(',');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const all = [...index.docs.values()];
      const pick = (doc: Doc) => (fields ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc);
      return json(res, { results: all.slice(offset, offset + limit).map(pick), offset, limit, total: all.length });
    }
    if (rest === 'search') return json(res, search(index, body as Doc));
    res.writeHead(404).end();
  }

  const stand = {
    url: `http://127.0.0.1:${port}`,
    /** From now on, a batch holding this document fails. */
    refuse(documentId: string) {
      refused.add(documentId);
    },
    /** Keeps every addition of documents from now on unanswered (and unapplied) until `release`. */
    holdAdditions() {
      let arrived = () => {};
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const hold = { arrived, waiting: [] as Array<() => void> };
      holding = hold;
      return {
        arrived: first,
        release() {
          holding = null;
          for (const answer of hold.waiting) answer();
        },
      };
    },
    /** The documents of the index whose uid ends with `name` (`offers` finds `test_offers_v2`). */
    documents(name: string): Map<string, Doc> {
      const uid = [...indexes.keys()].find((key) => key.endsWith(name) || key.includes(`${name}_v`));
      return uid ? indexes.get(uid)!.docs : new Map();
    },
    async up() {
      reachable = true;
    },
    /** Unreachable: every connection closed as it opens, open ones dropped. */
    async down() {
      reachable = false;
      for (const socket of sockets) socket.destroy();
    },
    /** Closes the port for good, at the end of the suite. */
    async close() {
      reachable = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stand;
}
