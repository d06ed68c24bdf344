export const typeChoices = [
  { id: 'entreprise', name: 'cep.accounts.types.entreprise' },
  { id: 'ecole', name: 'cep.accounts.types.ecole' },
];
