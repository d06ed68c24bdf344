import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import type { PageKind } from '@cep/domain';
import { pageMedia } from '../api/page';
import { UIDS } from '../uids';

/** Drawn emblems, no lettering: text in an SVG would depend on the fonts of the machine that seeds. */
const GRAPES = (fill: string) =>
  [
    [80, 80],
    [120, 80],
    [160, 80],
    [100, 115],
    [140, 115],
    [120, 150],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="21" fill="${fill}"/>`)
    .join('') + `<path d="M120 58 C120 40 132 30 150 28" stroke="${fill}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
const FLUTE = (fill: string) =>
  `<path d="M96 40 H144 L138 120 C136 140 128 148 124 150 V190 H146 V202 H94 V190 H116 V150 C112 148 104 140 102 120 Z" fill="${fill}"/>` +
  `<circle cx="112" cy="74" r="5" fill="#fff"/><circle cx="126" cy="96" r="4" fill="#fff"/><circle cx="116" cy="112" r="3" fill="#fff"/>`;
const LEAF = (fill: string) =>
  `<path d="M120 200 C60 170 50 100 120 40 C190 100 180 170 120 200 Z" fill="${fill}"/>` +
  `<path d="M120 60 V200 M120 110 L90 90 M120 140 L150 118 M120 165 L95 150" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>`;

const DEMO_LOGOS: Array<{ kind: PageKind; name: string; background: string; emblem: string }> = [
  { kind: 'entreprise', name: 'Vignobles Delmas', background: '#7a1f3d', emblem: GRAPES('#f6e7ec') },
  { kind: 'entreprise', name: 'Domaine Delmas Bourgogne', background: '#3f6212', emblem: GRAPES('#ecfccb') },
  { kind: 'entreprise', name: 'Maison Perrard', background: '#1c1917', emblem: FLUTE('#e7c873') },
  { kind: 'ecole', name: 'Campus Vigne et Vin de Blanquefort', background: '#14532d', emblem: LEAF('#bbf7d0') },
];

const svg = (background: string, emblem: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="36" fill="${background}"/>${emblem}</svg>`;

/**
 * Logos for the demo organisations whose pages are online, so cards and pages show one. They go through the
 * pages' own image path (checked by their bytes, resized, stored as WebP under a random name) like an upload.
 */
export async function seedDemoLogos(strapi: Core.Strapi): Promise<void> {
  for (const logo of DEMO_LOGOS) {
    const uid = logo.kind === 'entreprise' ? UIDS.company : UIDS.school;
    const field = logo.kind === 'entreprise' ? 'societeRaisonsocial' : 'ecoleNom';
    const row = await strapi.documents(uid).findFirst({ filters: { [field]: logo.name }, fields: ['id', 'documentId'] });
    if (!row) continue;
    const png = await sharp(Buffer.from(svg(logo.background, logo.emblem)))
      .png()
      .toBuffer();
    const stored = await pageMedia(strapi, logo.kind).setImage({ id: Number(row.id), documentId: row.documentId }, 'logo', png);
    if (!stored.ok) strapi.log.warn(`[seed] logo of ${logo.name} refused: ${stored.message}`);
  }
}
