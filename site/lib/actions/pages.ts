'use server';

import { companyPageSchema, schoolEventSchema, schoolPageSchema, type PageKind } from '@cep/domain';
import {
  deleteBrochure,
  deleteEvent,
  deletePagePhoto,
  saveEvent,
  savePage,
  setPageOnline,
  uploadBrochure,
  uploadPageImage,
} from '@/lib/cms';
import { withSession } from './session-action';

/** The editor of a page: `publish` saves and puts it online (the form's « publier ma page … » button). */
export async function savePageAction(kind: PageKind, pageId: string, input: unknown, publish: boolean) {
  if (kind === 'ecole')
    return withSession({ schema: schoolPageSchema, input }, (jwt, form) => savePage(jwt, kind, pageId, { ...form, publier: publish }));
  return withSession({ schema: companyPageSchema, input }, (jwt, form) => savePage(jwt, kind, pageId, { ...form, publier: publish }));
}

export async function setPageOnlineAction(kind: PageKind, pageId: string, online: boolean) {
  return withSession({}, (jwt) => setPageOnline(jwt, kind, pageId, online));
}

/** A logo, a cover (cropped to 1366 × 240 in the browser) or a gallery photo; the cms checks the bytes. */
export async function uploadPageImageAction(kind: PageKind, pageId: string, field: string, form: FormData) {
  return withSession({}, (jwt) => uploadPageImage(jwt, kind, pageId, field, form));
}

export async function deletePagePhotoAction(kind: PageKind, pageId: string, index: number) {
  return withSession({}, (jwt) => deletePagePhoto(jwt, kind, pageId, index));
}

export async function uploadBrochureAction(form: FormData) {
  return withSession({}, (jwt) => uploadBrochure(jwt, form));
}

export async function deleteBrochureAction() {
  return withSession({}, (jwt) => deleteBrochure(jwt));
}

export async function saveEventAction(kind: PageKind, eventId: string, input: unknown) {
  return withSession({ schema: schoolEventSchema, input }, (jwt, form) => saveEvent(jwt, kind, eventId, form));
}

export async function deleteEventAction(kind: PageKind, eventId: string) {
  return withSession({}, (jwt) => deleteEvent(jwt, kind, eventId));
}
