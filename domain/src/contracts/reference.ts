import { route } from './route';

/** An OpenAPI 3.1 document, as `openApiDocument` writes it. */
export type OpenApiDocument = Record<string, unknown>;

/** The routes' reference for staff (issue #39 item 4): the OpenAPI document made from the contracts. */
export const referenceRoutes = {
  openApi: route<OpenApiDocument>()({
    method: 'GET',
    path: '/reference/openapi.json',
    summary: 'The OpenAPI document of the routes made from contracts.',
    access: { roles: ['moderateur', 'editeur'] },
  }),
};
