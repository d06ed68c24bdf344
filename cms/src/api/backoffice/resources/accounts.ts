import { CREDIT_KINDS } from '@cep/domain';
import { ACCOUNT_UID } from '../../account/services/current-membership';
import { BALANCE_ATTRIBUTE } from '../../account/services/ledger';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';

const source = documentSource({
  uid: ACCOUNT_UID,
  fields: ['type', 'creditsIllimites', 'createdAt', ...Object.values(BALANCE_ATTRIBUTE)],
  populate: {
    companies: { fields: ['societeRaisonsocial'], filters: { parent: { id: { $null: true } } } },
    school: { fields: ['ecoleNom'] },
  },
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ companies: { societeRaisonsocial: { $containsi: q } } }),
      (q) => ({ school: { ecoleNom: { $containsi: q } } }),
    ]);
    if (filter.type === 'entreprise' || filter.type === 'ecole') where.push({ type: filter.type });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    type: row.type,
    nom: row.school?.ecoleNom ?? row.companies?.[0]?.societeRaisonsocial ?? '',
    creditsIllimites: Boolean(row.creditsIllimites),
    soldes: Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, Number(row[BALANCE_ATTRIBUTE[kind]] ?? 0)])),
    createdAt: row.createdAt,
  }),
});

/** Company and school accounts with their credit balances, for the staff who grant credits. */
export const accounts: BackofficeResource = {
  read: ['moderateur'],
  sortable: ['createdAt', 'type'],
  defaultSort: 'createdAt',
  ...source,
};
