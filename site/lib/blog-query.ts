/** `?page=` of the blog's lists: pages start at 1 (spec 02 §9); anything else reads as 1. */
export function pageNumber(value: string | string[] | undefined): number {
  const page = Number.parseInt(typeof value === 'string' ? value : '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
