export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <div className="h-8 w-1/2 animate-pulse rounded bg-sarment-100" />
      <div className="mt-6 h-48 animate-pulse rounded-xl bg-sarment-100" />
    </div>
  );
}
