/** The cms as the staff's browser reaches it (set at build time). */
export const CMS_URL = (import.meta.env.VITE_CMS_URL as string | undefined) ?? 'http://localhost:1337';
