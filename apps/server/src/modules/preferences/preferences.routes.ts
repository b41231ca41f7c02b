import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allPreferencesSchema,
  deletedPreferenceSchema,
  envelope,
  preferenceCategoryParamsSchema,
  preferenceCategoryValuesSchema,
  preferenceKeyParamsSchema,
  preferenceValueBodySchema,
  savedPreferenceSchema,
} from '@plotline/shared';
import { requireSignInFirst, requireUser } from '../../auth/context.js';
import * as service from './preferences.service.js';

/** `/api/v1/preferences` (docs/api.md). */
export async function preferencesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSignInFirst(app);
  const tags = ['preferences'];

  app.get(
    '/preferences',
    {
      schema: {
        operationId: 'listPreferences',
        tags,
        summary: 'All preferences of the caller, by category',
        response: { 200: envelope(allPreferencesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getAllPreferences({ db: app.db, user: requireUser(request) }),
    }),
  );

  app.get(
    '/preferences/:category',
    {
      schema: {
        operationId: 'getPreferenceCategory',
        tags,
        summary: 'The preferences of one category',
        params: preferenceCategoryParamsSchema,
        response: { 200: envelope(preferenceCategoryValuesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getCategoryPreferences({
        db: app.db,
        user: requireUser(request),
        category: request.params.category,
      }),
    }),
  );

  app.put(
    '/preferences/:category/:key',
    {
      schema: {
        operationId: 'setPreference',
        tags,
        summary: 'Save one preference (known keys are validated)',
        params: preferenceKeyParamsSchema,
        body: preferenceValueBodySchema,
        response: { 200: envelope(savedPreferenceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.savePreference({
        db: app.db,
        user: requireUser(request),
        category: request.params.category,
        key: request.params.key,
        value: request.body.value,
      }),
    }),
  );

  app.delete(
    '/preferences/:category/:key',
    {
      schema: {
        operationId: 'deletePreference',
        tags,
        summary: 'Delete one preference',
        params: preferenceKeyParamsSchema,
        response: { 200: envelope(deletedPreferenceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deletePreference({
        db: app.db,
        user: requireUser(request),
        category: request.params.category,
        key: request.params.key,
      }),
    }),
  );

  app.delete(
    '/preferences/:category',
    {
      schema: {
        operationId: 'resetPreferenceCategory',
        tags,
        summary: 'Reset a category',
        params: preferenceCategoryParamsSchema,
        response: { 200: envelope(deletedPreferenceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.resetCategory({
        db: app.db,
        user: requireUser(request),
        category: request.params.category,
      }),
    }),
  );
}
