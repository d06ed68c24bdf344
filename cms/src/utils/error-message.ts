/** What a caught value says, for a log line: an Error's message, or the value itself (a library may throw anything). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
