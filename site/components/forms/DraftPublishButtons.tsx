import { BusyButton } from './BusyButton';

const primary = 'rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900';
const secondary = 'rounded-full border border-vin-800 px-5 py-2 font-semibold text-vin-800 hover:bg-vin-50';

type Labels = { saveDraft: string; publish: string; saveChanges: string; saving: string };

/**
 * The buttons of a form that is a draft or online (spec 01 §4, spec 02 §4): a draft offers « enregistrer le
 * brouillon » (`value` brouillon) and its publish button; online, one « enregistrer les modifications » and no
 * draft button. Both submit the form: its handler reads the submitter's `value`.
 */
export function DraftPublishButtons({ online, pending, labels }: { online: boolean; pending: boolean; labels: Labels }) {
  return (
    <div className="flex flex-wrap gap-3">
      {online ? (
        <BusyButton type="submit" value="publier" busy={pending} className={primary}>
          {pending ? labels.saving : labels.saveChanges}
        </BusyButton>
      ) : (
        <>
          <BusyButton type="submit" value="brouillon" busy={pending} className={secondary}>
            {labels.saveDraft}
          </BusyButton>
          <BusyButton type="submit" value="publier" busy={pending} className={primary}>
            {pending ? labels.saving : labels.publish}
          </BusyButton>
        </>
      )}
    </div>
  );
}
