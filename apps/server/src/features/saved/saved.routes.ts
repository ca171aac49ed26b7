// The account's saved events and sources (DESIGN §4.3): read, replace, and the merge a device sends at login.
// Only the caller's own lists: every path is under /v1/user/me.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../http/auth.js';
import { LOGGED_IN, Unauthorized } from '../users/account.routes.js';
import { SavedItemsSchema } from './saved.schemas.js';
import * as saved from './saved.service.js';

const TAGS = ['saved'];

export const savedRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/user/me/saved',
    {
      schema: {
        tags: TAGS,
        operationId: 'getMySavedItems',
        summary: 'The saved events and sources of the logged-in user',
        security: LOGGED_IN,
        response: { 200: SavedItemsSchema, 401: Unauthorized },
      },
    },
    async (request) => saved.getSavedItems(db, (await requireUser(request)).id),
  );

  app.put(
    '/v1/user/me/saved',
    {
      schema: {
        tags: TAGS,
        operationId: 'replaceMySavedItems',
        summary: 'Make the saved lists exactly these (a save or unsave on a logged-in device)',
        security: LOGGED_IN,
        body: SavedItemsSchema,
        response: { 200: SavedItemsSchema, 401: Unauthorized },
      },
    },
    async (request) => saved.replaceSavedItems(db, (await requireUser(request)).id, request.body),
  );

  app.post(
    '/v1/user/me/saved/merge',
    {
      schema: {
        tags: TAGS,
        operationId: 'mergeMySavedItems',
        summary: 'Add these to the saved lists (at login, the device’s items join the account’s)',
        security: LOGGED_IN,
        body: SavedItemsSchema,
        response: { 200: SavedItemsSchema, 401: Unauthorized },
      },
    },
    async (request) => saved.mergeSavedItems(db, (await requireUser(request)).id, request.body),
  );
};
