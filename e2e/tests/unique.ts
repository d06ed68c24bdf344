/**
 * Five letters new to each attempt at a test, for the records it creates: a retry then meets none of the records of
 * the attempt before it (a retried serial group runs in a new worker, which loads its spec files again). Letters
 * only, so that search engines read the word it is appended to as one word.
 */
export const ATTEMPT = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
