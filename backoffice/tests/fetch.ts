/** A fetch stand-in that answers from a list, in order, and records each request. */
export function fakeFetch(...answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: Array<{ url: string; method: string; headers: Headers; body: unknown }> = [];
  const fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const answer = answers[calls.length];
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (!answer) throw new Error(`unexpected request ${String(input)}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetch;
  return calls;
}
