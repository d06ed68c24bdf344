import type { ChangeEvent, MouseEvent } from 'react';
import { useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';

/**
 * A selection checkbox labelled with the offer's title. React-admin's own row checkbox puts its label on
 * a wrapper (axe: unlabelled input), so the moderation queue selects rows with this one.
 */
export function SelectRowField() {
  const record = useRecordContext<{ id: Identifier; offreTitre: string }>();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <input
      type="checkbox"
      aria-label={translate('cep.moderation.select', { title: record.offreTitre })}
      checked={selectedIds.includes(record.id)}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={(_event: ChangeEvent) => onToggleItem(record.id)}
      style={{ width: 18, height: 18, accentColor: '#7c1f3a' }}
    />
  );
}
