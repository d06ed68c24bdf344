export const etatChoices = [
  { id: 'publiee', name: 'cep.courses.etats.publiee' },
  { id: 'brouillon', name: 'cep.courses.etats.brouillon' },
];
