'use server';

import { companyPageSchema, parseForm, schoolEventSchema, schoolPageSchema, type PageKind } from '@cep/domain';
import { pageRoutes, type ParamsOf } from '@cep/domain/contracts';
import { answerOf, callInSession } from './session-action';

type PageImageField = ParamsOf<typeof pageRoutes.schoolImage>['field'];

/** The editor of a page: `publish` saves and puts it online (the form's « publier ma page … » button). */
export async function savePageAction(kind: PageKind, pageId: string, input: unknown, publish: boolean) {
  if (kind === 'ecole') {
    const parsed = parseForm(schoolPageSchema, input);
    if (!parsed.ok) return { code: 400, errors: parsed.errors };
    return answerOf(await callInSession(pageRoutes.schoolSave, { body: { ...parsed.data, publier: publish } }));
  }
  const parsed = parseForm(companyPageSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answerOf(await callInSession(pageRoutes.companySave, { params: { id: pageId }, body: { ...parsed.data, publier: publish } }));
}

/** The publish toggle; its 400 names the fields going online still needs (`champ_obligatoire`). */
export async function setPageOnlineAction(kind: PageKind, pageId: string, online: boolean) {
  const etat = online ? '1' : '0';
  return answerOf(
    kind === 'ecole'
      ? await callInSession(pageRoutes.schoolOnline, { params: { etat } })
      : await callInSession(pageRoutes.companyOnline, { params: { id: pageId, etat } }),
  );
}

/** A logo, a cover (cropped to 1366 × 240 in the browser) or a gallery photo; the cms checks the bytes. */
export async function uploadPageImageAction(kind: PageKind, pageId: string, field: PageImageField, form: FormData) {
  return answerOf(
    kind === 'ecole'
      ? await callInSession(pageRoutes.schoolImage, { params: { field }, body: form })
      : await callInSession(pageRoutes.companyImage, { params: { id: pageId, field }, body: form }),
  );
}

export async function deletePagePhotoAction(kind: PageKind, pageId: string, index: number) {
  const photo = String(index);
  return answerOf(
    kind === 'ecole'
      ? await callInSession(pageRoutes.schoolDeletePhoto, { params: { index: photo } })
      : await callInSession(pageRoutes.companyDeletePhoto, { params: { id: pageId, index: photo } }),
  );
}

export async function uploadBrochureAction(form: FormData) {
  return answerOf(await callInSession(pageRoutes.brochure, { body: form }));
}

export async function deleteBrochureAction() {
  return answerOf(await callInSession(pageRoutes.deleteBrochure, {}));
}

export async function saveEventAction(kind: PageKind, eventId: string, input: unknown) {
  const parsed = parseForm(schoolEventSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const request = { params: { id: eventId }, body: parsed.data };
  return answerOf(
    kind === 'ecole' ? await callInSession(pageRoutes.schoolEventSave, request) : await callInSession(pageRoutes.companyEventSave, request),
  );
}

export async function deleteEventAction(kind: PageKind, eventId: string) {
  const request = { params: { id: eventId } };
  return answerOf(
    kind === 'ecole'
      ? await callInSession(pageRoutes.schoolEventDelete, request)
      : await callInSession(pageRoutes.companyEventDelete, request),
  );
}
