import { formatMessage, messages } from '../src';

/** The spec's own strings, copied from spec 01 §5/§8 and spec 02 §5/§6/§8: the catalogue must hold them to the letter. */
const SPEC_STRINGS = [
  'Les mots de passe ne correspondent pas.',
  'Les données saisies sont non valides',
  "Aucun compte n'est rattaché à cette adresse e-mail .",
  'Informations utilisateur',
  'Informations de connexion',
  "Informations de l'entreprise",
  "Informations de l'établissement",
  'Informations de facturation',
  'Modification réussie',
  'Echec de la modification',
  "Une erreur s'est produite. Veuillez réessayer.",
  'Message envoyé.',
  'Selectionner un fichier pdf',
  'Vérifier votre saisie raison sociale',
  'Vérifier votre adresse',
  'Veuillez saisir un code postal valide.',
  'Code Postal ne correspond pas à la ville sélectionnée.',
  'Veuillez saisir une ville valide (lettres uniquement).',
  'Vérifier votre saisie pays',
  'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
  "Vérifier votre saisie secteur d'activité",
  'Vérifier votre nom, prénom et votre email.',
  'Le recruteur existe déjà.',
  'Vous devez remplir les 3 champs',
  'La date de fin ne doit pas être antérieure à celle de début.',
  'Fichier trop lourd',
  'Le CV doit être au format pdf, msword, doc, docx.',
  'Votre message ne doit pas être vide',
  "Votre message ne doit pas contenir de caractères spéciaux ou d'émojis.",
  'Veuillez fournir la photo du blog',
  'Vous devez être connecté pour ajouter une offre.',
  'Vous devez être connecté en tant que candidat pour ajouter une offre.',
  'Vous devez être connecté pour créer votre alerte.',
  'Vous devez être connecté en tant que candidat pour enregistrer votre alerte.',
  "Ce code promo n'existe pas, est expiré ou ne peut plus être utilisé",
  'Echec enregistrement',
  "Votre profil n'est pas suffisamment complété pour pouvoir être envoyé à l'entreprise.",
  'Les recruteurs ne vous voient pas...',
  'Super, vous êtes visible auprès des recruteurs !',
  'Votre article a bien été supprimé !',
  'Votre article a bien été enregistré !',
  'Votre article a bien été désactivé !',
  'Echec ou date déjà prise, vérifiez votre saisie!',
  "Une erreur s'est produite. Veuillez réessayer plus tard.",
  "Vous n'avez aucune discussion en cours avec un candidat.",
  "Vous n'avez aucune discussion en cours avec un recruteur.",
];

describe('French message catalogue', () => {
  const values = new Set<string>(Object.values(messages));

  it.each(SPEC_STRINGS)('holds « %s » to the letter', (text) => {
    expect(values.has(text)).toBe(true);
  });

  it('keeps the spec spacing of the file size message', () => {
    expect(formatMessage('fichierTropLourdMax', { max: 2 })).toBe('Le fichier est trop lourd (max: 2 MB )');
  });

  it('leaves unknown placeholders visible rather than empty', () => {
    expect(formatMessage('anneeCreation')).toBe('Veuillez saisir une année entre 1900 et {annee}.');
  });
});
