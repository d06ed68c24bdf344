'use client';

import { useEffect } from 'react';

export interface ToastMessage {
  title: string;
  text: string;
  tone: 'success' | 'danger';
}

/** The account toast of spec 01 §8: titled by section, 'Modification réussie' or 'Echec de la modification'. */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, 6000);
    return () => clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <div aria-live="polite" className="fixed bottom-4 right-4 z-50 w-[min(22rem,calc(100vw-2rem))]">
      {toast && (
        <div
          role="status"
          className={`rounded-xl border p-4 shadow-lg ${toast.tone === 'success' ? 'border-feuille-600/40 bg-feuille-50' : 'border-red-300 bg-red-50'}`}
        >
          <p className="font-semibold text-stone-900">{toast.title}</p>
          <p className={toast.tone === 'success' ? 'text-feuille-600' : 'text-red-800'}>{toast.text}</p>
        </div>
      )}
    </div>
  );
}
