export const typeChoices = [
  { id: 'entreprise', name: 'Entreprise' },
  { id: 'ecole', name: 'École' },
];
