/** GET /api/nboffre/:query: how many open offers match a free-text query. */
export interface OfferCount {
  nb: number;
}
