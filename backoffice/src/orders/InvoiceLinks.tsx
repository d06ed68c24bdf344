import { Button, useNotify, useRecordContext } from 'react-admin';
import { downloadFile } from '../dataProvider';

/** Each invoice or credit note of an order, downloaded with the staff session (the files are never public). */
export function InvoiceLinks() {
  const record = useRecordContext<{ id: string; factures: string[] }>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <>
      {record.factures.map((numero) => (
        <Button
          key={numero}
          label={numero}
          onClick={() =>
            downloadFile(`/orders/${record.id}/factures/${numero}`, `${numero}.pdf`).catch(() =>
              notify('cep.orders.downloadFailed', { type: 'error' }),
            )
          }
        />
      ))}
    </>
  );
}
