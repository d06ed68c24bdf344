import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import request from 'supertest';
import { emails } from '../src/email/templates';
import { companyAccount, memberOf } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * The XSS corpus (issue #16 tests): script through article bodies and titles, contact messages and UTM values.
 * What is stored as rich text keeps nothing executable; what is stored as text comes back as the same text (the
 * site and the backoffice render it with React, which escapes it); the e-mails' HTML escapes it. Each HTML is
 * parsed with a real HTML parser, as a browser would, and walked for anything that runs.
 */
const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">lien</a>',
  '<a href="JaVaScRiPt:window.__xss=1">lien</a>',
  '<a href="&#106;avascript:window.__xss=1">lien</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<p style="background:url(javascript:window.__xss=1)">x</p>',
  '<details open ontoggle=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
];

const RUNNABLE_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'form',
  'base',
  'meta',
  'link',
  'noscript',
  'details',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href']);

/** Every element that would run something in a browser: a runnable tag, an event handler, a script URL, inline style. */
function runnable(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      if (RUNNABLE_TAGS.has(element.name)) found.push(`<${element.name}>`);
      for (const [name, value] of Object.entries(element.attribs)) {
        if (name.startsWith('on') || name === 'style') found.push(`${element.name}[${name}]`);
        if (URL_ATTRIBUTES.has(name) && /^\s*(?:javascript|vbscript|data):/i.test(value)) found.push(`${element.name}[${name}=${value}]`);
      }
      walk(element.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return found;
}

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const api = () => request(strapi.server.httpServer);
let editor = '';
let recruiter = '';

beforeAll(async () => {
  strapi = await startStrapi({ CONTACT_THROTTLE_PER_IP: '1000', UTM_THROTTLE_PER_IP: '1000' });
  editor = (await createUserWithRole(strapi, 'editeur', 'editeur@xss.fr')).jwt;
  const company = await companyAccount(strapi, 'Château XSS');
  await strapi.documents('api::account.account').update({ documentId: company.documentId, data: { abonnementFin: '2099-12-31' } });
  recruiter = (await memberOf(strapi, company, 'recruteur@xss.fr')).jwt;
  await api().post('/api/backoffice/blog-categories').auth(editor, { type: 'bearer' }).send({ nom: 'Sécurité' }).expect(200);
});

afterAll(async () => {
  await strapi.stopTest();
});

it('the parser sees what a browser would run (the check itself can fail)', () => {
  for (const payload of CORPUS) expect(runnable(payload)).not.toEqual([]);
});

it.each(CORPUS)('an article body and title keep nothing executable: %s', async (payload) => {
  const created = await api()
    .post('/api/backoffice/articles')
    .auth(editor, { type: 'bearer' })
    .send({
      titre: `Titre ${payload}`.slice(0, 160),
      html: `<p>Avant ${payload} après</p>${payload}`,
      categorie: 'securite',
      statut: 'publie',
    })
    .expect(200);
  expect(runnable(created.body.html)).toEqual([]);
  // The title is text: kept as typed, escaped wherever it is shown.
  expect(created.body.titre).toBe(`Titre ${payload}`.slice(0, 160));
  const slug = String(created.body.url).split('/').pop();
  const page = await api().get(`/api/blog/article/${slug}`).expect(200);
  expect(runnable(page.body.data.html)).toEqual([]);
  expect(page.body.data.extrait).not.toMatch(/<script/i);

  const saved = await api()
    .post('/api/recrutement/blog/article')
    .auth(recruiter, { type: 'bearer' })
    .field('blogTitre', 'Article de recruteur')
    .field('blogTexte', `<p>${payload}</p>`)
    .expect(200);
  const form = await api().get(`/api/recrutement/blog/article/${saved.body.id}`).auth(recruiter, { type: 'bearer' }).expect(200);
  expect(runnable(form.body.article.blogTexte)).toEqual([]);
});

it('contact messages and campaign values come back as the same text, and their e-mail escapes them', async () => {
  for (const [index, payload] of CORPUS.entries()) {
    const sender = { nom: payload.slice(0, 120), prenom: 'X', email: 'xss@exemple.fr', tel: undefined };
    const mail = emails.contactMessage('candidat', sender, payload);
    // The template's own inline styles aside (e-mail clients need them), the payload adds nothing.
    const template = emails.contactMessage('candidat', { ...sender, nom: 'Nom' }, 'Texte');
    expect(runnable(mail.html)).toEqual(runnable(template.html));
    expect(mail.html).not.toContain(payload);

    await api()
      .post('/api/contact/candidat')
      .send({ nom: sender.nom, prenom: 'X', email: `xss${index}@exemple.fr`, message: payload })
      .expect(200);
    await api()
      .post('/api/utm-stockage-campagne')
      .send([
        { key: 'utm_source', value: payload.slice(0, 200) },
        { key: 'utm_date', value: '2026-09-01T08:00:00.000Z' },
      ])
      .expect(200);
  }
  const moderator = (await createUserWithRole(strapi, 'moderateur', 'moderateur@xss.fr')).jwt;
  const messages = (await api().get('/api/backoffice/contact-messages?range=[0,99]').auth(moderator, { type: 'bearer' }).expect(200)).body;
  expect(messages.map((m: { message: string }) => m.message).sort()).toEqual([...CORPUS].sort());
  const arrivals = (await api().get('/api/backoffice/campaigns?range=[0,99]').auth(moderator, { type: 'bearer' }).expect(200)).body;
  expect(arrivals.map((a: { source: string }) => a.source).sort()).toEqual(CORPUS.map((p) => p.slice(0, 200)).sort());
});
