import { ES_OFFER_WORDS, SMS_CODE_MINUTES } from '@cep/domain';
import { emailLayout } from '../layout';
import type { CandidateTexts } from './fr';
import type { NewsletterOffer, StartKind, StartNews } from './inputs';
import { clock, fullDay, slotMoment } from './intl';

/** The start's two answers, as the answer page words them. */
const answers = ES_OFFER_WORDS.harvest.startAnswers;

const { compose, withPreferencesLink } = emailLayout({
  lang: 'es',
  signature: 'El equipo de Cep',
  linkLine: (label, url) => `${label}: ${url}`,
  preferencesLabel: 'Elegir los correos que recibe de Cep',
});

/** « sábado, 12 de septiembre de 2026, a las 7:30 » (« a la 1:30 »). */
function startMoment(start: StartNews): string {
  const time = clock('es', start.heure);
  return `${fullDay('es', start.day)}, ${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`;
}
const hello = (prenom: string) => (prenom ? `Hola, ${prenom}:` : 'Hola:');
const offerLine = (offer: NewsletterOffer) => `${offer.titre} — ${offer.entreprise}${offer.lieu ? ` (${offer.lieu})` : ''}: ${offer.url}`;
const estate = (company: string) => company || 'La finca';
const STATUS = { 1: 'Preseleccionada', 2: 'No seleccionada' } as const;
const START_WORD: Record<StartKind, string> = {
  confirme: 'Comienzo',
  deplace: 'Comienzo CAMBIADO',
  precise: 'Comienzo con nuevos detalles',
  relance: '¿Estará usted? Comienzo',
};

/** Spanish, addressing the candidate as « usted », as Spanish job boards do. */
export const es: CandidateTexts = {
  language: 'es',
  withPreferencesLink,

  emails: {
    confirmation: (prenom, url) =>
      compose(
        'Confirme su dirección de correo electrónico',
        hello(prenom),
        [
          'Le damos la bienvenida a Cep, la plataforma de empleo y formación del sector del vino y la viña.',
          'Confirme su dirección de correo electrónico para activar todas las funciones de su cuenta.',
        ],
        { label: 'Confirmar mi dirección de correo', url },
      ),
    emailChange: (prenom, url) =>
      compose(
        'Confirme su nueva dirección de correo electrónico',
        hello(prenom),
        [
          'Ha solicitado usar esta dirección para iniciar sesión en Cep.',
          'Sustituirá a la anterior en cuanto la confirme. Este enlace es válido durante 24 horas.',
        ],
        { label: 'Confirmar mi nueva dirección', url },
      ),
    emailChanged: (prenom, newEmail) =>
      compose('Su dirección de inicio de sesión ha cambiado', hello(prenom), [
        `A partir de ahora, su cuenta de Cep utiliza la dirección ${newEmail} para iniciar sesión.`,
        'Si no ha realizado usted este cambio, responda a este mensaje: nuestro equipo le ayudará.',
      ]),
    resetPassword: (prenom, url) =>
      compose(
        'Restablecimiento de su contraseña',
        hello(prenom),
        [
          'Ha solicitado restablecer la contraseña de su cuenta de Cep.',
          'Este enlace es válido durante una hora y solo puede usarse una vez. Si no ha hecho usted esta solicitud, ignore este mensaje: su contraseña no cambia.',
        ],
        { label: 'Elegir una nueva contraseña', url },
      ),
    applicationReceived: (prenom, offer, company, url) =>
      compose(
        `Su candidatura: ${offer}`,
        hello(prenom),
        [
          `Su candidatura a la oferta «${offer}»${company ? ` de ${company}` : ''} se ha enviado correctamente.`,
          'Le avisaremos por correo electrónico en cuanto la empresa la haya revisado. Puede seguir su estado en su espacio de candidato.',
        ],
        { label: 'Seguir mis candidaturas', url },
      ),
    applicationPreselected: (prenom, offer, company, url) =>
      compose(
        `Buenas noticias: ${offer}`,
        hello(prenom),
        [
          `Su candidatura a la oferta «${offer}»${company ? ` de ${company}` : ''} ha sido preseleccionada.`,
          'La empresa se pondrá en contacto con usted para continuar con el proceso de selección.',
        ],
        { label: 'Seguir mis candidaturas', url },
      ),
    applicationNotRetained: (prenom, offer, company, url) =>
      compose(
        `Su candidatura: ${offer}`,
        hello(prenom),
        [
          `${company || 'La empresa'} no ha seleccionado su candidatura a la oferta «${offer}».`,
          'No se desanime: cada día se publican en Cep nuevas ofertas del sector.',
        ],
        { label: 'Ver las ofertas', url },
      ),
    harvestStart: (kind, prenom, offer, company, start, url) => {
      const moment = startMoment(start);
      return compose(
        {
          confirme: `Vendimia: comienzo el ${moment}`,
          deplace: `Vendimia: nueva fecha de comienzo, el ${moment}`,
          precise: `Vendimia: más detalles sobre el comienzo del ${moment}`,
          relance: `Vendimia: ¿estará usted el ${moment}?`,
        }[kind],
        hello(prenom),
        [
          {
            confirme: `${estate(company)} confirma el comienzo de la vendimia para la oferta «${offer}».`,
            deplace: `${estate(company)} ha cambiado el comienzo de la vendimia para la oferta «${offer}»: su respuesta anterior ya no vale; díganos si estará usted en la nueva fecha.`,
            precise: `${estate(company)} ha precisado el comienzo de la vendimia para la oferta «${offer}». Su respuesta sigue siendo válida.`,
            relance: `${estate(company)} espera su respuesta sobre el comienzo de la vendimia (oferta «${offer}»).`,
          }[kind],
          `Le esperamos el ${moment}.`,
          `Lugar: ${start.lieu}`,
          ...(start.aApporter ? [`Qué traer: ${start.aApporter}`] : []),
          `Basta un clic para responder «${answers.present}» o «${answers.absent}», sin iniciar sesión. Si ya no puede ir, avísenos: la finca podrá llamar a otra persona.`,
        ],
        { label: 'Responder', url },
      );
    },
    unsolicitedInvitation: (prenom, company, offer, url) =>
      compose(
        `${company} le invita a presentar su candidatura: ${offer}`,
        hello(prenom),
        [
          `Usted envió una candidatura espontánea a ${company}. La empresa le invita a presentar su candidatura a su oferta «${offer}».`,
          'Su candidatura se envía en pocos clics, con su CV o, para la vendimia, sin CV.',
        ],
        { label: 'Presentar mi candidatura', url },
      ),
    jobDatingBooked: (prenom, titre, organisateur, slot, lieu, url) =>
      compose(
        `Job dating: su cita del ${slotMoment('es', slot)}`,
        hello(prenom),
        [
          `Su cita está reservada para «${titre}» de ${organisateur}.`,
          `Cuándo: ${slotMoment('es', slot)}`,
          `Lugar: ${lieu}`,
          'Añádala a su calendario desde la página de la jornada (archivo .ics). ¿Le ha surgido un imprevisto? Anúlela en la misma página: la plaza quedará libre de nuevo.',
        ],
        { label: 'Ver la jornada', url },
      ),
    jobDatingCancelled: (prenom, titre, organisateur, slot, url) =>
      compose(
        `Job dating anulado: ${titre}`,
        hello(prenom),
        [
          `${organisateur} ha anulado la jornada «${titre}». Su cita (${slotMoment('es', slot)}) ya no tendrá lugar.`,
          'Las demás ofertas de vendimia le esperan en Cep.',
        ],
        { label: 'Ver las ofertas de vendimia', url },
      ),
    rehireInvitation: (prenom, company, lastSeason, offer, url) =>
      compose(
        `${company} le propone volver para la vendimia: ${offer}`,
        hello(prenom),
        [
          `Usted hizo la vendimia con ${lastSeason}. El equipo de ${company} desea volver a contar con usted esta temporada para «${offer}».`,
          'Basta un clic para presentar su candidatura, sin CV: compruebe su teléfono y sus fechas y envíela.',
          'Este enlace es personal: no lo reenvíe.',
        ],
        { label: 'Presentar mi candidatura', url },
      ),
    weeklyNewsletter: (prenom, featured, offers, offersUrl, unsubscribe) =>
      compose(
        'Las ofertas de la semana en Cep',
        hello(prenom),
        [
          ...(featured.length ? ['Destacadas esta semana:', ...featured.map(offerLine)] : []),
          ...(offers.length ? ['Las nuevas ofertas de la semana:', ...offers.map(offerLine)] : []),
          `Recibe este boletín porque lo ha solicitado. Para dejar de recibirlo: ${unsubscribe}`,
        ],
        { label: 'Ver todas las ofertas', url: offersUrl },
      ),
    unreadMessages: (prenom, from, count, offre, last, url, unsubscribe) => {
      const who = from ?? 'Empresa (oferta anónima)';
      return compose(
        count > 1 ? `${count} mensajes sin leer de ${who}` : `Nuevo mensaje de ${who}`,
        hello(prenom),
        [
          `${who} le ha escrito${offre ? ` sobre la oferta «${offre}»` : ''} en Cep${count > 1 ? ` (${count} mensajes sin leer)` : ''}:`,
          `«${last}»`,
          'Responda desde su mensajería de Cep: su dirección de correo electrónico sigue siendo privada.',
          `Para dejar de recibir estos correos: ${unsubscribe}`,
        ],
        { label: 'Leer la conversación', url },
      );
    },
    alertDigest: (prenom, libelle, offers, total, links) => {
      const rest = total - offers.length;
      return compose(
        total === 1 ? `1 nueva oferta para su alerta «${libelle}»` : `${total} nuevas ofertas para su alerta «${libelle}»`,
        hello(prenom),
        [
          total === 1 ? 'Hay una nueva oferta que coincide con su alerta:' : 'Hay nuevas ofertas que coinciden con su alerta:',
          ...offers.map((offer) => offerLine({ ...offer, entreprise: offer.entreprise ?? 'Empresa confidencial' })),
          ...(rest > 0 ? [rest === 1 ? 'Y una oferta más en Cep.' : `Y ${rest} ofertas más en Cep.`] : []),
          `Modificar o suspender esta alerta: ${links.gerer}`,
          `Para dejar de recibir esta alerta: ${links.desinscription}`,
        ],
        { label: 'Ver las ofertas de esta alerta', url: links.offres },
      );
    },
  },

  sms: {
    frame: (body) => `Cep: ${body}\nPara darse de baja, responda STOP`,
    code: (code) => `su código de confirmación es ${code}. Es válido durante ${SMS_CODE_MINUTES} minutos.`,
    harvestStart: (kind, offer, start, url) => {
      const what = {
        confirme: 'comienzo confirmado',
        deplace: 'comienzo CAMBIADO',
        precise: 'nuevos detalles del comienzo',
        relance: '¿estará usted? Comienzo',
      }[kind];
      return `vendimia (${offer}): ${what} el ${startMoment(start)}, ${start.lieu}. Responda aquí: ${url}`;
    },
    jobDatingBooked: (titre, organisateur, slot, lieu) =>
      `job dating «${titre}»${organisateur ? ` (${organisateur})` : ''}: cita reservada, ${slotMoment('es', slot)}, ${lieu}.`,
    jobDatingCancelled: (titre, organisateur, day, slot) =>
      `job dating ANULADO: «${titre}»${organisateur ? ` (${organisateur})` : ''}, ${slot ? slotMoment('es', slot) : fullDay('es', day)}.`,
  },

  push: {
    applicationStatus: (offre, statut) => ({ title: `Candidatura: ${offre}`, body: `Nuevo estado: ${STATUS[statut]}.` }),
    message: (from, texte, attachment) => ({
      title: `Mensaje de ${from ?? 'una empresa'}`,
      body: (texte || (attachment ? `Archivo adjunto: ${attachment}` : '')).slice(0, 140),
    }),
    harvestStart: (kind, offre, start) => ({
      title: `Vendimia: ${offre}`,
      body: `${START_WORD[kind]}: ${startMoment(start)}, ${start.lieu}.`,
    }),
  },
};
