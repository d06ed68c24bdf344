import { expect, test } from './fixtures';
import { jobPostingProblems, type JobPosting } from '@cep/domain';

test('every offer of the sitemap is a valid Google JobPosting in its page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const offers = [...sitemap.matchAll(/<loc>([^<]+\/offres\/[a-z0-9]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(offers.length).toBeGreaterThan(20);
  for (const path of offers) {
    const html = await (await request.get(path)).text();
    const script = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
    const posting = JSON.parse(script ?? '{}') as JobPosting;
    expect({ path, problems: jobPostingProblems(posting) }).toEqual({ path, problems: [] });
    expect(html).not.toContain('noindex');
  }
});
