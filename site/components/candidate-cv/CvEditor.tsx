'use client';

import { useState } from 'react';
import { messages } from '@cep/domain';
import type { CvActionAnswer } from '@/lib/actions/candidate-cv';
import type { CandidateCvView } from '@/lib/cms/candidate-cv';
import { candidate } from '@/lib/i18n/fr/candidate';
import { CompletionGauge } from './CompletionGauge';
import { CvFileSection } from './CvFileSection';
import { CvProfileForm } from './CvProfileForm';
import { EntrySection } from './EntrySection';
import { LanguageSection } from './LanguageSection';
import { PhotoSection } from './PhotoSection';
import { VisibilityToggle, type VisibilityNotice } from './VisibilityToggle';

/**
 * « Mon CV »: the gauge and the visibility switch on top, then each part of the CV with its own calls. Every
 * call answers the CV's completion, which moves the gauge; a CV that stops being complete is hidden from
 * recruiters by the cms, and the switch says so.
 */
export function CvEditor({ view }: { view: CandidateCvView }) {
  const [completion, setCompletion] = useState({ pourcentage: view.pourcentage, complet: view.cvComplet });
  const [visible, setVisible] = useState(view.visible);
  const [notice, setNotice] = useState<VisibilityNotice>();

  function onCompletion(answer: CvActionAnswer) {
    setCompletion((c) => ({ pourcentage: answer.pourcentage ?? c.pourcentage, complet: answer.cvComplet ?? c.complet }));
    if (answer.cvComplet === false && visible) {
      setVisible(false);
      setNotice({ text: messages.visibiliteOff, tone: 'info' });
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="cv-statut-heading" className="grid gap-6 rounded-xl border border-sarment-100 bg-white p-6 md:grid-cols-2">
        <h2 id="cv-statut-heading" className="sr-only">
          {candidate.candidateCv.statusTitle}
        </h2>
        <CompletionGauge pourcentage={completion.pourcentage} complet={completion.complet} />
        <VisibilityToggle visible={visible} onVisible={setVisible} notice={notice} onNotice={setNotice} />
      </section>
      <section aria-labelledby="cv-profil-heading" className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
        <h2 id="cv-profil-heading" className="text-lg font-semibold text-vin-900">
          {candidate.candidateCv.sections.profile}
        </h2>
        <CvProfileForm cv={view.cv} zones={view.zones} onSaved={onCompletion} />
      </section>
      <EntrySection kind="experience" initial={view.experiences} onCompletion={onCompletion} />
      <EntrySection kind="diplome" initial={view.diplomes} onCompletion={onCompletion} />
      <LanguageSection initial={view.langues} onCompletion={onCompletion} />
      <div className="grid gap-6 md:grid-cols-2">
        <PhotoSection initial={view.photo} />
        <CvFileSection initial={view.fichier} />
      </div>
    </div>
  );
}
