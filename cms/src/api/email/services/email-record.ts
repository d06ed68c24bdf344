/** One e-mail to one address, as the queue writes it and the delivery worker reads it. */
export const EMAIL_UID = 'api::email.email-message';
