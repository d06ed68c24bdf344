/**
 * Every French string of the specification (spec 01 §5/§8, spec 02 §5/§6/§8), to the letter,
 * plus the few messages the spec leaves open (marked "decided": see domain/README.md).
 */
export const messages = {
  // Generic form outcome (spec 01 §5)
  donneesNonValides: 'Les données saisies sont non valides',
  champObligatoire: 'Ce champ est obligatoire.', // decided
  // Passwords (spec 01 §5, spec 02 §5)
  motsDePasseDifferents: 'Les mots de passe ne correspondent pas.',
  motDePasseActuel: 'Le mot de passe actuel est incorrect.', // decided
  motDePasseRegles: 'Le mot de passe ne respecte pas les règles indiquées.', // decided
  motDePasseTropLong: 'Le mot de passe est trop long : 72 octets au plus (une lettre accentuée en compte deux).', // decided
  // Field formats (decided where the spec gives no wording)
  telephoneInvalide: 'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
  anneeCreation: 'Veuillez saisir une année entre 1900 et {annee}.', // decided
  urlInvalide: 'Veuillez saisir une adresse web valide (https://…).', // decided
  siretInvalide: 'Veuillez saisir un SIRET valide (14 chiffres).', // decided
  tvaInvalide: 'Veuillez saisir un numéro de TVA intracommunautaire valide.', // decided
  moisAnneeInvalide: 'Veuillez choisir un mois et une année valides.', // decided
  enCoursAVenir: 'En cours : le début ne peut pas être dans le futur.', // decided
  nombreInvalide: 'Veuillez saisir un nombre positif.', // decided
  nombreTropGrand: 'Ce nombre est trop grand.', // decided
  texteTropLong: 'Ce texte est trop long.', // decided
  listeTropLongue: 'Trop d’éléments sont sélectionnés.', // decided
  // Offer form (spec 01 §5; wording decided)
  domainesDistincts: 'Chaque domaine ne peut être choisi qu’une fois.', // decided
  langueNiveau: 'Veuillez choisir le niveau de cette langue.', // decided
  remunerationOrdre: 'La rémunération maximale doit être supérieure ou égale à la minimale.', // decided
  vendangesContrat: 'L’option vendanges ne s’applique qu’aux CDD, intérim, alternance et stage.', // decided
  // Harvest offers (issue #40; wording decided)
  vendangesFenetreOrdre: 'Le début au plus tard ne peut pas précéder le début au plus tôt.', // decided
  vendangesFenetreLarge: 'La période de début ne peut pas dépasser {jours} jours.', // decided
  vendangesPostesPourvus: 'Les postes pourvus ne peuvent pas dépasser les postes à pourvoir.', // decided
  vendangesSalaireHoraire: 'Une offre de vendanges indique un salaire horaire brut : choisissez « de l’heure ».', // decided
  vendangesSalaireMinimum: 'Le salaire horaire brut ne peut pas être inférieur au SMIC ({smic} de l’heure).', // decided
  // Availability and several applications at once (issue #40 item 3; wording decided)
  disponibiliteCommune: 'Choisissez la commune dans la liste proposée.', // decided
  plusieursOffresMax: 'Vous pouvez postuler à {max} offres au plus en une fois : retirez-en {retirer}.', // decided
  plusieursOffresAucune: 'Sélectionnez au moins une offre de vendanges.', // decided
  // Unsolicited applications (issue #40 item 4; wording decided)
  spontaneeDejaEnvoyee: 'Vous avez déjà envoyé une candidature spontanée à cette entreprise.', // decided
  spontaneeSansCv: 'Votre profil n’a pas de CV en fichier : ajoutez-le dans « Mon CV » ou envoyez votre candidature sans CV.', // decided
  spontaneeDejaInvite: 'Ce candidat a déjà été invité à cette offre.', // decided
  spontaneeInvitationsMax: 'Ce candidat a déjà reçu {max} invitations : c’est le plus.', // decided
  spontaneeOffreFermee: 'Cette offre n’est pas en ligne : on ne peut pas y inviter.', // decided
  // « Mes saisonniers », the re-hire list (issue #40 item 5; wording decided)
  bilanPasOuvert: 'Le bilan de la saison s’ouvre au début des vendanges (la date de démarrage ou la première date de la période).', // decided
  bilanPasPreselectionne: 'Seuls les saisonniers présélectionnés pour cette offre ont un bilan.', // decided
  saisonnierAucunChoisi: 'Cochez au moins un saisonnier à inviter.', // decided
  saisonnierOffreFermee: 'Cette offre de vendanges n’est pas en ligne : on ne peut pas y inviter.', // decided
  repriseLienExpire: 'Cette invitation a expiré ou l’offre n’est plus en ligne.', // decided
  // Harvest job-dating (issue #40 item 6; wording decided)
  jobDatingPassee: 'La journée ne peut pas être dans le passé.', // decided
  jobDatingTropLoin: 'La journée doit avoir lieu dans l’année qui vient.', // decided
  jobDatingAucunCreneau: 'Ces horaires ne laissent aucun créneau entier : allongez la journée ou raccourcissez les créneaux.', // decided
  jobDatingHeureFin: 'L’heure de fin doit suivre l’heure de début.', // decided
  jobDatingCreneauxMax: 'Ces horaires donnent plus de {max} créneaux : allongez les créneaux ou raccourcissez la journée.', // decided
  jobDatingComplet: 'Ce créneau est complet : choisissez-en un autre.', // decided
  jobDatingDejaReserve: 'Vous avez déjà réservé un créneau pour cette journée : annulez-le pour en choisir un autre.', // decided
  jobDatingPasse: 'Cette journée est passée ou annulée : on ne peut plus y réserver.', // decided
  // SMS for what cannot wait (issue #41 item 5; wording decided)
  pushServiceInconnu: 'Ce navigateur utilise un service de notifications que Cep ne connaît pas.', // decided
  pushNonConfigure: 'Les notifications ne sont pas encore disponibles sur Cep : utilisez les e-mails ou les SMS.', // decided
  telephoneTravailleurInvalide:
    'Veuillez saisir un numéro de téléphone : 10 chiffres (06 12 34 56 78), ou au format international (+34 612 345 678).', // decided (issue #41)
  smsNumeroInvalide: 'Veuillez saisir un numéro de portable : 06 12 34 56 78, ou au format international (+34 612 345 678).', // decided
  smsCodeInvalide: 'Ce code ne correspond pas. Vérifiez le dernier SMS reçu.', // decided
  smsCodeExpire: 'Ce code a expiré ou a été trop souvent essayé : demandez-en un nouveau.', // decided
  smsCodeTropTot: 'Un code vient d’être envoyé : attendez une minute avant d’en demander un autre.', // decided
  smsNumeroArrete: 'Ce numéro a demandé à ne plus recevoir de SMS de Cep.', // decided
  smsCodesMax: 'Trop de codes envoyés à ce numéro aujourd’hui : réessayez demain.', // decided
  // The language of a candidate's e-mails (issue #41 item 2; wording decided)
  langueInconnue: 'Choisissez une des langues proposées.', // decided
  // The start, confirmed (issue #40 item 2; wording decided)
  traductionsInchangees: 'Rien n’a changé : les traductions sont celles déjà enregistrées.', // decided (issue #41)
  demarrageInchange: 'Rien n’a changé : chacun a déjà reçu ce démarrage.', // decided
  demarrageHeure: 'Veuillez indiquer une heure au format 07:30.', // decided
  demarragePasse: 'Le démarrage ne peut pas être dans le passé.', // decided
  demarrageAucunPreselectionne: 'Aucun candidat présélectionné à prévenir : présélectionnez d’abord les saisonniers retenus.', // decided
  demarrageAucuneRelance: 'Personne à relancer : chacun a répondu ou a été relancé il y a moins de {heures} heures.', // decided
  demarrageNonConfirme: 'Confirmez d’abord le démarrage : la relance s’adresse à ceux qui l’ont reçu.', // decided
  demarrageDepasse: 'Le jour du démarrage est passé : il n’y a plus personne à relancer.', // decided
  demarrageChange: 'Le démarrage a changé depuis l’ouverture de cette page : relisez-le avant de répondre.', // decided
  demarrageLienExpire: 'Ce lien a expiré : le jour du démarrage est passé.', // decided
  // Search alerts (spec 02 §5; wording decided)
  alerteCritere: 'Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.', // decided
  // Courses and school page (spec 02 §5; wording decided where marked)
  photosMax: 'Vous ne pouvez pas ajouter plus de 3 photos.', // decided
  modaliteRequise: 'Veuillez choisir au moins une modalité.', // decided
  departementRequis: 'Veuillez choisir au moins un département.', // decided
  financementAutre: 'Veuillez préciser le financement.', // decided
  objectifVide: 'Veuillez décrire l’objectif de la formation.', // decided
  // Contact (spec 02 §3; wording decided)
  profilContact: 'Veuillez choisir votre profil.', // decided
  // Login and reset (spec 01 §8)
  connexionEchec: "L'adresse e-mail ou le mot de passe est incorrect.", // decided wording of the danger alert
  resetVerifierBoite: 'Un e-mail vous a été envoyé à l’adresse {email}. Vérifiez votre boîte de réception.', // decided
  resetAucunCompte: "Aucun compte n'est rattaché à cette adresse e-mail .",
  compteExiste: 'Un compte existe déjà avec cette adresse e-mail.', // decided
  emailInvalide: 'Veuillez saisir une adresse e-mail valide.', // decided
  emailTropLong: 'L’adresse e-mail est trop longue : 254 caractères au plus.', // decided
  champNonAutorise: 'Ce champ n’est pas autorisé.', // decided: the body of a sign-up carries only the form's fields
  lienInvalide: 'Ce lien n’est plus valide. Demandez un nouveau lien.', // decided
  tropDeTentatives: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.', // decided
  accesRefuse: 'Vous n’avez pas accès à cette ressource.', // decided
  connexionRequise: 'Veuillez vous connecter pour continuer.', // decided
  ressourceIntrouvable: 'Cette ressource est introuvable.', // decided
  methodeNonAutorisee: 'Cette action n’est pas possible à cette adresse.', // decided
  requeteIllisible: 'La requête est illisible : son contenu est mal formé.', // decided
  serviceIndisponible: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.', // decided
  requeteTropLourde: 'La requête est trop volumineuse.', // decided
  tropDeFlux: 'Trop de connexions en direct sont ouvertes pour ce compte. Fermez un onglet, puis réessayez.', // decided
  // Account sections (spec 01 §8, spec 02 §8)
  toastInfosUtilisateur: 'Informations utilisateur',
  toastInfosConnexion: 'Informations de connexion',
  toastInfosEntreprise: "Informations de l'entreprise",
  toastInfosEtablissement: "Informations de l'établissement",
  toastInfosFacturation: 'Informations de facturation',
  modificationReussie: 'Modification réussie',
  modificationEchec: 'Echec de la modification',
  // Contact (spec 01 §8, spec 02 §8)
  erreurReessayer: "Une erreur s'est produite. Veuillez réessayer.",
  messageEnvoye: 'Message envoyé.',
  // Subsidiary (spec 02 §5)
  filialeRaisonSociale: 'Vérifier votre saisie raison sociale',
  filialeAdresse: 'Vérifier votre adresse',
  filialeCodePostal: 'Veuillez saisir un code postal valide.',
  filialeCodePostalVille: 'Code Postal ne correspond pas à la ville sélectionnée.',
  filialeVille: 'Veuillez saisir une ville valide (lettres uniquement).',
  filialePays: 'Vérifier votre saisie pays',
  filialeTelephone: 'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
  filialeSecteur: "Vérifier votre saisie secteur d'activité",
  // Offers (decided wording where the spec gives none)
  villeListe: 'Veuillez choisir une ville dans la liste.', // decided
  offreIntrouvable: 'Cette offre est introuvable.', // decided
  actionImpossible: 'Cette action n’est pas possible sur cette offre.', // decided
  renvoiImpossible: 'Seul un e-mail en échec peut être renvoyé.', // decided
  sansCredit:
    'Vos crédits ne couvrent pas cette publication : réglez le montant ci-dessous par carte ou par virement, ou choisissez un pack. L’offre reste en brouillon d’ici là.', // decided
  offreEnvoyeeValidation: 'Votre offre a été envoyée en validation. Elle sera en ligne dès qu’un modérateur l’aura validée.', // decided
  motifRefusRequis: 'Veuillez indiquer le motif du refus.', // decided
  motifDerogationRequis: 'Veuillez indiquer le motif de la dérogation.', // decided
  modificationsEnvoyees: 'Vos modifications ont été envoyées en validation. La version actuelle de l’offre reste en ligne en attendant.', // decided
  modificationsChangees: 'Ces modifications ont changé depuis l’ouverture de la page : rechargez-la pour voir la dernière version.', // decided
  // Offer translations (issue #41 item 1; decided)
  traductionTitreRequis: 'Indiquez l’intitulé du poste dans cette langue, ou videz les champs de cette traduction.', // decided
  traductionTexteRequis: 'Indiquez la description du poste dans cette langue, ou videz les champs de cette traduction.', // decided
  traductionsEnregistrees: 'Vos traductions sont enregistrées.', // decided
  // Accounts and credits (decided)
  reserveProprietaire: 'Cette action est réservée au responsable du compte.', // decided
  adresseNonConfirmee: 'Confirmez d’abord votre adresse e-mail grâce au lien que nous vous avons envoyé.', // decided
  confirmationEnvoyee: 'Un nouveau lien de confirmation vient de vous être envoyé.', // decided
  confirmationDejaEnvoyee:
    'Un lien vous a été envoyé il y a moins de dix minutes : consultez votre messagerie, y compris les indésirables.', // decided
  motDePasseRequisEmail: 'Indiquez votre mot de passe actuel pour changer d’adresse e-mail.', // decided
  emailCollegueAConfirmer:
    'Modification réussie. La nouvelle adresse de connexion recevra un lien : elle ne remplacera l’ancienne qu’une fois confirmée.', // decided
  emailAConfirmer: 'Nous avons envoyé un lien à votre nouvelle adresse : elle remplacera l’ancienne dès que vous l’aurez confirmée.', // decided
  creditsInsuffisants: 'Votre compte n’a plus de crédit de ce type.', // decided
  quantiteCredits: 'Indiquez un nombre de crédits entre 1 et 1000.', // decided
  motifCreditRequis: 'Indiquez la raison de ce crédit : elle reste dans l’historique du compte.', // decided
  societeOffre: 'Veuillez choisir la société qui publie l’offre.', // decided
  filialeOffres: 'Cette filiale porte des offres : rattachez-les à une autre société avant de la supprimer.', // decided
  // Recruiter users (spec 02 §5)
  recruteurVerifier: 'Vérifier votre nom, prénom et votre email.',
  recruteurExiste: 'Le recruteur existe déjà.',
  // Files (spec 01 §5, spec 02 §5)
  plaquettePdf: 'Selectionner un fichier pdf',
  fichierTropLourd: 'Fichier trop lourd',
  videoInvalide: 'Indiquez un lien YouTube ou Vimeo.', // decided
  pageIncomplete: 'Complétez les champs obligatoires pour mettre la page en ligne.', // decided
  abonnementInactif: 'Votre abonnement n’est pas actif : cette page est en lecture seule.', // decided
  formationIntrouvable: 'Formation introuvable.', // decided
  pageIntrouvable: 'Page introuvable.', // decided
  evenementIntrouvable: 'Événement introuvable.', // decided
  pageEnregistree: 'Votre page a bien été enregistrée.', // decided
  fichierTropLourdMax: 'Le fichier est trop lourd (max: {max} MB )',
  cvFormat: 'Le CV doit être au format pdf, msword, doc, docx.',
  lettreFormat: 'La lettre de motivation doit être au format pdf, msword, doc, docx.',
  messageVide: 'Votre message ne doit pas être vide',
  messageCaracteresSpeciaux: "Votre message ne doit pas contenir de caractères spéciaux ou d'émojis.",
  blogPhotoRequise: 'Veuillez fournir la photo du blog',
  imageInvalide: 'Veuillez sélectionner une image (jpeg, png, webp ou gif).', // decided
  imageTropGrande: 'Cette image est trop grande : 25 millions de pixels au plus (6 000 × 4 000).', // decided
  tropDeFichiers: 'Trop de fichiers envoyés en une fois.', // decided
  // Applications (decided: the spec names no message for these cases)
  dejaPostule: 'Vous avez déjà postulé à cette offre.', // decided
  candidatureEnvoyee: 'Votre candidature a bien été envoyée !', // decided
  candidatureFermee: 'Cette offre ne reçoit plus de candidatures.', // decided
  candidatureStatutInforme: 'Le candidat sera informé par e-mail de ce changement de statut.', // decided
  relanceTropTot: 'Vous pourrez relancer le recruteur à partir du {date}.', // decided
  relanceImpossible: 'Cette candidature ne peut plus être relancée.', // decided
  relanceEnvoyee: 'Votre relance a bien été envoyée au recruteur.', // decided
  candidatureSupprimee: 'Votre candidature a bien été supprimée.', // decided
  dateInvalide: 'Veuillez saisir une date valide.', // decided
  compteSupprime: 'Votre compte et vos données ont bien été supprimés.', // decided
  // Courses (spec 02 §5)
  sessionTroisChamps: 'Vous devez remplir les 3 champs',
  sessionDateFin: 'La date de fin ne doit pas être antérieure à celle de début.',
  evenementPasse: 'Cet événement est déjà terminé : seuls les événements à venir sont publiés.', // decided
  // Anonymous / wrong role (spec 02 §6)
  selectionNonConnecte: 'Vous devez être connecté pour ajouter une offre.',
  selectionRecruteur: 'Vous devez être connecté en tant que candidat pour ajouter une offre.',
  alerteNonConnecte: 'Vous devez être connecté pour créer votre alerte.',
  alerteRecruteur: 'Vous devez être connecté en tant que candidat pour enregistrer votre alerte.',
  // Payment, alerts, profile (spec 02 §8)
  codePromoInvalide: "Ce code promo n'existe pas, est expiré ou ne peut plus être utilisé",
  // Commerce (decided, issue #12)
  codePromoFormat: 'De 3 à 30 lettres, chiffres ou tirets.',
  codePromoExistant: 'Ce code existe déjà.',
  codePromoFige: 'Le code ne se modifie pas : créez-en un autre.',
  pourcentagePromo: 'Un pourcentage entre 1 et 100.',
  finAvantDebut: 'La fin doit suivre le début.',
  carteNonConfiguree: "Le paiement par carte n'est pas configuré. Vous pouvez payer par virement.",
  paiementIndisponible: 'Le paiement par carte est momentanément indisponible. Réessayez dans quelques minutes ou payez par virement.',
  commandeDejaReglee: 'Cette commande est déjà réglée.',
  commandeClose: "Cette commande n'attend plus de paiement.",
  virementAttendu: 'Un virement est déjà attendu pour cet achat (commande {reference}) : retrouvez-la dans « Mes commandes ».', // decided
  remboursementImpossible: 'Le remboursement par carte a échoué chez Stripe : rien n’a été changé. Réessayez plus tard.',
  achatIndisponible: "Cet achat n'est pas disponible.",
  boosterSansCredit: "Vous n'avez plus de crédit pour ce booster.",
  boosterDejaActif: 'Ce booster est déjà actif sur cette offre.',
  boosterOffreNonPubliee: 'Les boosters se posent sur une offre publiée.',
  logoRequis: 'Ajoutez le logo à publier avec l’offre.',
  alerteEchec: 'Echec enregistrement',
  // Alerts and CV library (decided, issue #13)
  zoneInvalide: 'Choisissez une zone dans la liste proposée.',
  alerteEnregistree: 'Votre alerte est enregistrée : vous recevrez les nouvelles offres par e-mail.',
  alertePresente: 'Vous avez déjà une alerte pour cette recherche.',
  alerteDejaDansCetEtat: 'Cette alerte est déjà dans cet état : rechargez la page pour la voir à jour.', // decided
  alertesTrop: 'Vous avez atteint le nombre maximum d’alertes (20) : supprimez-en une pour en créer une autre.',
  cvthequeSansAcces: 'La CVthèque est ouverte aux comptes qui ont des crédits CV ou une offre en ligne avec l’option CVthèque.',
  cvSansCredit: "Vous n'avez plus de crédit CV : achetez un pack pour accéder à ce CV.",
  cvIndisponible: "Ce CV n'est plus visible dans la CVthèque.",
  profilIncomplet: "Votre profil n'est pas suffisamment complété pour pouvoir être envoyé à l'entreprise.",
  visibiliteOff: 'Les recruteurs ne vous voient pas...',
  visibiliteOn: 'Super, vous êtes visible auprès des recruteurs !',
  // Blog (spec 02 §8)
  articleSupprime: 'Votre article a bien été supprimé !',
  articleEnregistre: 'Votre article a bien été enregistré !',
  articleDesactive: 'Votre article a bien été désactivé !',
  // Blog (decided, issue #16)
  articleIntrouvable: 'Article introuvable.',
  articleDesactiverAvant: 'Désactivez d’abord l’article pour le repasser en brouillon.',
  articleEnValidation: 'Votre article a bien été enregistré ! Il sera en ligne dès que l’équipe Cep l’aura validé.',
  articleNonPublie: 'Seul un article publié peut être désactivé.',
  articleModifie: 'L’article a changé depuis que vous l’avez ouvert : relisez-le avant de décider.',
  categorieInconnue: 'Choisissez une catégorie de la liste.',
  categorieUtilisee: 'Cette catégorie contient des articles : déplacez-les avant de la supprimer.',
  categorieExistante: 'Une catégorie porte déjà ce nom.',
  // Social boost (spec 02 §8)
  boostEchecDate: 'Echec ou date déjà prise, vérifiez votre saisie!',
  boostErreur: "Une erreur s'est produite. Veuillez réessayer plus tard.",
  // Messaging (spec 02 §8)
  aucuneDiscussionCandidat: "Vous n'avez aucune discussion en cours avec un candidat.",
  aucuneDiscussionRecruteur: "Vous n'avez aucune discussion en cours avec un recruteur.",
  // Messaging (decided, issue #15)
  conversationIntrouvable: 'Conversation introuvable.',
  conversationBloquee: 'Cette conversation est bloquée : votre message n’a pas été envoyé.',
  conversationSupprimee: 'Votre interlocuteur a supprimé cette conversation : votre message n’a pas été envoyé.',
  pieceJointeFormat: 'La pièce jointe doit être un PDF, un document Word ou une image (JPEG, PNG, WebP, GIF).',
  messageTropLong: 'Votre message ne doit pas dépasser 5 000 caractères.',
  signalementEnregistre: 'Merci : la conversation est signalée à l’équipe Cep, qui va la lire.',
  motifSignalement: 'Dites-nous en quelques mots ce qui ne va pas (10 caractères au moins).',
  conversationImpossible: 'Vous pouvez écrire aux candidats qui ont postulé à vos offres et à ceux dont vous avez acheté le CV.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
