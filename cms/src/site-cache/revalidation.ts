import type { Core } from '@strapi/strapi';
import { REVALIDATION_SECRET_HEADER, type PublicCacheTag } from '@cep/domain';
import { UIDS } from '../uids';
import { fieldOf } from '../utils/field-of';

/**
 * The site keeps public reads (docs/decisions.md, « Cached public reads »); every write of what they show is
 * told to each site instance's POST /api/revalidation with the families of reads it touches (issue #37 item 5: every
 * instance, each until it has taken the call). Writes of one moment go in one call. Off when SITE_INTERNAL_URL or
 * SITE_PROXY_SECRET is unset: the site's copies then age out on their own (PUBLIC_CACHE_SECONDS).
 *
 * What each type shows up in: offers on their pages, lists, company pages and course pages (a course lists its
 * offers); a company's or school's name and logo on its offers, courses, pages and articles.
 */
const TAGS_OF: Record<string, readonly PublicCacheTag[]> = {
  [UIDS.offer]: ['offres', 'pages', 'formations'],
  [UIDS.company]: ['offres', 'pages', 'formations', 'blog'],
  [UIDS.school]: ['formations', 'pages', 'blog'],
  [UIDS.course]: ['formations', 'pages'],
  [UIDS.courseSession]: ['formations', 'pages'],
  [UIDS.event]: ['pages'],
  [UIDS.jobDatingDay]: ['pages'],
  [UIDS.article]: ['blog', 'pages'],
  [UIDS.blogCategory]: ['blog'],
  [UIDS.testimonial]: ['blog'],
};
const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
const TIMEOUT_MS = 2000;
/**
 * A site that did not take the call is called again after 1 s, 2 s, 4 s… then every minute, until it does. A new
 * change calls it sooner, a second after its last call at the earliest: a site back from a restart hears of the next
 * change at once, and one still away is called at most once a second while changes keep coming.
 */
const RETRY_MAX_MS = 60_000;
const EARLY_CALL_GAP_MS = 1000;

/**
 * One site instance to tell: what it has not been told yet, when it is next called, whether a call is on its way
 * (one at a time: a site that hangs is not piled with calls), how many calls in a row it missed.
 */
type SiteTarget = {
  endpoint: string;
  pending: Set<PublicCacheTag>;
  timer: NodeJS.Timeout | null;
  dueAt: number;
  sending: boolean;
  misses: number;
  lastCallAt: number;
  /** The next call is one a change brought forward: its failure keeps the backoff as it was. */
  early: boolean;
};

/** SITE_INTERNAL_URL: every site instance, comma-separated (each keeps its own copies and must hear of each change). */
export function siteTargets(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((site) => site.trim())
    .filter(Boolean)
    .map((site) => new URL('/api/revalidation', site).toString());
}

export function registerSiteRevalidation(strapi: Core.Strapi) {
  const secret = process.env.SITE_PROXY_SECRET;
  const targets: SiteTarget[] = siteTargets(process.env.SITE_INTERNAL_URL).map((endpoint) => ({
    endpoint,
    pending: new Set(),
    timer: null,
    dueAt: 0,
    sending: false,
    misses: 0,
    lastCallAt: 0,
    early: false,
  }));
  if (!targets.length || !secret) return;
  // Writes closer together than this go in one call (SITE_REVALIDATION_BATCH_MS, 10 ms to 5 s; 100 ms by default).
  const batchMs = Math.min(5000, Math.max(10, Number(process.env.SITE_REVALIDATION_BATCH_MS) || 100));

  /** Calls the site in `delayMs`, unless it is already to be called sooner. */
  const schedule = (target: SiteTarget, delayMs: number, early = false) => {
    const dueAt = Date.now() + delayMs;
    if (target.timer) {
      if (target.dueAt <= dueAt) return;
      clearTimeout(target.timer);
    }
    target.dueAt = dueAt;
    target.early = early;
    target.timer = setTimeout(() => void send(target), delayMs);
    target.timer.unref();
  };

  const send = async (target: SiteTarget) => {
    target.timer = null;
    // The call on its way schedules what was written meanwhile when it ends.
    if (target.sending) return;
    target.sending = true;
    target.lastCallAt = Date.now();
    const early = target.early;
    target.early = false;
    const tags = [...target.pending];
    target.pending.clear();
    let failure: string | null = null;
    try {
      const response = await fetch(target.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [REVALIDATION_SECRET_HEADER]: secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) failure = `answered ${response.status}`;
    } catch (error) {
      failure = `not reached (${String(fieldOf(fieldOf(error, 'cause'), 'code') ?? error)})`;
    }
    target.sending = false;
    if (!failure) {
      target.misses = 0;
      if (target.pending.size) schedule(target, batchMs);
      return;
    }
    // Kept for the next call, with whatever was written meanwhile: a missed call is never a change left untold.
    for (const tag of tags) target.pending.add(tag);
    if (!early) target.misses += 1;
    const delay = Math.min(RETRY_MAX_MS, 1000 * 2 ** (target.misses - 1));
    // The site not started yet (the demo seeds before it listens) or restarting is expected for a few seconds; an
    // early call's failure says nothing new.
    strapi.log[target.misses > 3 && !early ? 'warn' : 'debug'](
      `[site-cache] ${target.endpoint} ${failure} for ${tags.join(', ')}: again in ${delay / 1000} s`,
    );
    schedule(target, delay);
  };

  strapi.documents.use(async (context, next) => {
    const result = await next();
    const tags = WRITES.has(context.action) ? TAGS_OF[context.uid] : undefined;
    if (tags) {
      for (const target of targets) {
        for (const tag of tags) target.pending.add(tag);
        if (target.misses === 0) schedule(target, batchMs);
        else schedule(target, Math.max(batchMs, target.lastCallAt + EARLY_CALL_GAP_MS - Date.now()), true);
      }
    }
    return result;
  });
}
