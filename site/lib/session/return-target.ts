/** A return target is a path of this site, never another origin. */
export function safeReturnTarget(value: unknown, fallback = '/after-login'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
