/** The form's general message, announced to screen readers. */
export function FormAlert({ message, tone = 'danger' }: { message?: string; tone?: 'danger' | 'success' }) {
  const styles = tone === 'danger' ? 'border-red-300 bg-red-50 text-red-800' : 'border-feuille-600/40 bg-feuille-50 text-feuille-600';
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
