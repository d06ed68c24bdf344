const STYLES = {
  danger: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-feuille-600/40 bg-feuille-50 text-feuille-600',
  info: 'border-sarment-100 bg-white text-stone-800',
} as const;

/** The form's general message, announced to screen readers (a refusal as an alert, anything else as a status). */
export function FormAlert({ message, tone = 'danger' }: { message?: string; tone?: keyof typeof STYLES }) {
  const styles = STYLES[tone];
  return (
    <div aria-live="polite">
      {message && (
        <p role={tone === 'danger' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm font-medium ${styles}`}>
          {message}
        </p>
      )}
    </div>
  );
}
