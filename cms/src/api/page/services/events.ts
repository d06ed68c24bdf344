import type { Core, Modules } from '@strapi/strapi';
import { cardDate, todayIso, type AgendaEvent, type EventView, type SchoolEvent } from '@cep/domain';
import { UIDS } from '../../../uids';

type EventRow = Pick<Modules.Documents.Document<typeof UIDS.event>, 'documentId' | 'titre' | 'localisation' | 'dateDebut' | 'dateFin'>;

/** Agenda page size, and how many upcoming events a page shows. */
export const AGENDA_PAGE_SIZE = 20;
const PAGE_EVENTS = 10;

export function toEventView(row: EventRow): EventView {
  const dateDebut = String(row.dateDebut);
  const dateFin = String(row.dateFin);
  return {
    id: row.documentId,
    titre: row.titre ?? '',
    localisation: row.localisation ?? '',
    dateDebut,
    dateFin,
    dateDebutCard: cardDate(dateDebut),
    dateFinCard: cardDate(dateFin),
  };
}

/** An account's events (spec 01 §2, §7): schools' and companies' alike, each scoped to its account. */
export function events(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.event);

  return {
    /** The account's events, soonest first; `upcoming` leaves out those already over. */
    async ofAccount(accountId: number, options: { upcoming?: boolean } = {}): Promise<EventView[]> {
      const rows = await docs().findMany({
        filters: { account: { id: accountId }, ...(options.upcoming ? { dateFin: { $gte: todayIso() } } : {}) },
        sort: ['dateDebut:asc', 'id:asc'],
        limit: options.upcoming ? PAGE_EVENTS : 200,
      });
      return rows.map(toEventView);
    },

    /** Creates (`id` = 'nouveau') or updates one of the account's events; null when the id is not the account's. */
    async save(accountId: number, id: string, data: SchoolEvent): Promise<EventView | null> {
      if (id === 'nouveau') return toEventView(await docs().create({ data: { ...data, account: accountId } }));
      const row = await docs().findFirst({ filters: { documentId: id, account: { id: accountId } }, fields: ['id'] });
      const updated = row ? await docs().update({ documentId: id, data }) : null;
      return updated ? toEventView(updated) : null;
    },

    async remove(accountId: number, id: string): Promise<boolean> {
      const row = await docs().findFirst({ filters: { documentId: id, account: { id: accountId } }, fields: ['id'] });
      if (!row) return false;
      await docs().delete({ documentId: id });
      return true;
    },

    /** The public agenda: events not over yet, soonest first, with their organiser. */
    async agenda(page: number): Promise<{ evenements: AgendaEvent[]; total: number }> {
      const filters = { dateFin: { $gte: todayIso() } };
      const [rows, total] = await Promise.all([
        docs().findMany({
          filters,
          sort: ['dateDebut:asc', 'id:asc'],
          limit: AGENDA_PAGE_SIZE,
          start: (page - 1) * AGENDA_PAGE_SIZE,
          populate: {
            account: {
              fields: ['type'],
              populate: {
                school: { fields: ['ecoleNom', 'enLigne'] },
                companies: { fields: ['societeRaisonsocial', 'enLigne'], filters: { parent: { id: { $null: true } } } },
              },
            },
          },
        }),
        docs().count({ filters }),
      ]);
      return {
        total,
        evenements: rows.map((row) => {
          const account = row.account;
          const school = account?.school;
          const company = account?.companies?.[0];
          const organisateur = school
            ? { nom: school.ecoleNom ?? '', type: 'ecole' as const, page: school.enLigne ? school.documentId : null }
            : { nom: company?.societeRaisonsocial ?? '', type: 'entreprise' as const, page: company?.enLigne ? company.documentId : null };
          return { ...toEventView(row), organisateur };
        }),
      };
    },
  };
}
