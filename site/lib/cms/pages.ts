import 'server-only';
import type {
  AgendaEvent,
  CompanyPageForm,
  EventView,
  FieldErrors,
  OnlineAnswer,
  PageFileAnswer,
  PageKind,
  PageSaveAnswer,
  PublicPage,
  SchoolPageForm,
} from '@cep/domain';
import { cmsGet, cmsGetCached, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const id = encodeURIComponent;

/** Where each kind of page is edited in the cms: a company page by its id, the school's page alone. */
const base = (kind: PageKind, pageId: string) => (kind === 'ecole' ? '/ecole/page' : `/recrutement/page-entreprise/${id(pageId)}`);

/** `/load-form-info-entreprise` (the main company) or `/load-form-info-entreprise/filiale/{id}` as JSON. */
export const getCompanyPageForm = (jwt: string, subsidiary?: string) =>
  cmsGet<CompanyPageForm>(
    subsidiary ? `/load-form-info-entreprise/filiale/${id(subsidiary)}` : '/load-form-info-entreprise',
    undefined,
    bearer(jwt),
  );

export const getSchoolPageForm = (jwt: string) => cmsGet<SchoolPageForm>('/ecole/page', undefined, bearer(jwt));

export async function savePage(jwt: string, kind: PageKind, pageId: string, form: unknown) {
  return (await cmsSend<PageSaveAnswer>('PUT', base(kind, pageId), form, bearer(jwt))).body;
}

/** The publish toggle: `/recrutement/enLigne/{id}/{0|1}`, `/ecole/enLigne/{0|1}`. */
export async function setPageOnline(jwt: string, kind: PageKind, pageId: string, online: boolean) {
  const path = kind === 'ecole' ? `/ecole/enLigne/${online ? 1 : 0}` : `/recrutement/enLigne/${id(pageId)}/${online ? 1 : 0}`;
  return (await cmsSend<OnlineAnswer>('POST', path, undefined, bearer(jwt))).body;
}

export async function uploadPageImage(jwt: string, kind: PageKind, pageId: string, field: string, form: FormData) {
  return (await cmsUpload<PageFileAnswer>(`${base(kind, pageId)}/image/${id(field)}`, form, bearer(jwt))).body;
}

export async function deletePagePhoto(jwt: string, kind: PageKind, pageId: string, index: number) {
  return (await cmsSend<PageFileAnswer>('DELETE', `${base(kind, pageId)}/delete/photo/${index}`, undefined, bearer(jwt))).body;
}

export async function uploadBrochure(jwt: string, form: FormData) {
  return (await cmsUpload<PageFileAnswer>('/ecole/page/plaquette', form, bearer(jwt))).body;
}

export async function deleteBrochure(jwt: string) {
  return (await cmsSend<PageFileAnswer>('DELETE', '/ecole/page/delete/plaquette', undefined, bearer(jwt))).body;
}

export type EventSave = ({ code: 200 } & EventView) | { code: 400; errors: FieldErrors } | { code: number };

/** `POST /ecole/saveEvent/{id}` (and the company's twin): `id` 'nouveau' creates. */
export async function saveEvent(jwt: string, kind: PageKind, eventId: string, form: unknown) {
  const path = kind === 'ecole' ? `/ecole/saveEvent/${id(eventId)}` : `/recrutement/saveEvent/${id(eventId)}`;
  return (await cmsSend<EventSave>('POST', path, form, bearer(jwt))).body;
}

export async function deleteEvent(jwt: string, kind: PageKind, eventId: string) {
  const path = kind === 'ecole' ? `/ecole/delete/${id(eventId)}` : `/recrutement/delete/event/${id(eventId)}`;
  return (await cmsSend<{ code: number }>('DELETE', path, undefined, bearer(jwt))).body;
}

export const getPublicPage = async (kind: PageKind, pageId: string) =>
  (await cmsGetCached<{ data: PublicPage }>(['pages'], `${kind === 'ecole' ? '/ecoles' : '/entreprises'}/${id(pageId)}`))?.data ?? null;

type AgendaAnswer = { code: 200; page: number; total: number; evenements: AgendaEvent[] };

/** The agenda's first pages are kept (the same for everyone); later ones are read fresh. */
export const getAgenda = (page: number) =>
  page <= 10
    ? cmsGetCached<AgendaAnswer>(['pages'], '/evenements', { page: String(page) })
    : cmsGet<AgendaAnswer>('/evenements', { page: String(page) });

export const getPageSitemap = async () =>
  (await cmsGetCached<{ data: Array<{ type: PageKind; id: string; modifie: string }> }>(['pages'], '/plan/pages'))?.data ?? [];
