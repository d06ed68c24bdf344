import type { ReactNode } from 'react';

export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-2xl border border-sarment-100 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold text-vin-900">{title}</h1>
        {lead && <p className="mt-2 text-stone-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
