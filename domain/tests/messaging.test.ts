import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chatMessageSchema,
  checkAttachmentBytes,
  cleanChatText,
  conversationFilter,
  conversationReportSchema,
  isMessagingSide,
  messages,
  parseForm,
} from '../src';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, '../../test-fixtures', name)));

describe('attachments by their bytes', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['lettre.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['lettre.doc', 'application/msword'],
    ['photo.jpg', 'image/jpeg'],
  ])('%s is accepted as %s', (name, type) => {
    expect(checkAttachmentBytes(fixture(name))).toEqual({ ok: true, type });
  });

  it.each(['programme.pdf', 'polyglotte.pdf', 'archive.docx', 'vide.pdf'])('%s is refused', (name) => {
    expect(checkAttachmentBytes(fixture(name))).toEqual({ ok: false, message: messages.pieceJointeFormat });
  });

  it('a file over the limit is refused by its size, in MB', () => {
    expect(checkAttachmentBytes(fixture('cv.pdf'), 10)).toEqual({ ok: false, message: 'Le fichier est trop lourd (max: 0 MB )' });
    expect(checkAttachmentBytes(new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd (max: 5 MB )',
    });
  });
});

describe('message text', () => {
  it('keeps French text, line breaks and emoji, and drops control and direction characters', () => {
    expect(cleanChatText('Bonjour,\r\nà demain « 9 h » ? 🍇  ')).toBe('Bonjour,\nà demain « 9 h » ? 🍇');
    expect(cleanChatText('a\u0000b\u202Ec\u200Bd\te')).toBe('abcd\te');
  });

  it('a message needs text or a file, and 5,000 characters at most', () => {
    expect(parseForm(chatMessageSchema, { message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: messages.messageTropLong },
    });
    expect(parseForm(chatMessageSchema, { message: 'x'.repeat(5000) }).ok).toBe(true);
  });

  it('a report says why in 10 to 2,000 characters', () => {
    expect(parseForm(conversationReportSchema, { motif: '  court  ' })).toMatchObject({
      ok: false,
      errors: { motif: messages.motifSignalement },
    });
    expect(parseForm(conversationReportSchema, { motif: 'y'.repeat(2001) }).ok).toBe(false);
    expect(parseForm(conversationReportSchema, {}).ok).toBe(false);
    expect(parseForm(conversationReportSchema, { motif: 'Propos insultants répétés.' })).toEqual({
      ok: true,
      data: { motif: 'Propos insultants répétés.' },
    });
  });
});

describe('sides and filters', () => {
  it('knows the spec’s two sides and the list’s two filters', () => {
    expect(isMessagingSide('recrutement')).toBe(true);
    expect(isMessagingSide('candidat')).toBe(true);
    expect(isMessagingSide('ecole')).toBe(false);
    expect(conversationFilter('lu')).toBe('lu');
    expect(conversationFilter('nonlu')).toBe('nonlu');
    expect(conversationFilter('tout')).toBeNull();
    expect(conversationFilter(undefined)).toBeNull();
  });
});
