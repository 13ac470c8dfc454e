/**
 * Banner route (spec §7 GET /api/banners): the index page's promotional banners showing now.
 */
import { API_ROUTES, ZBannersResponse } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listBanners } from './list-banners';

export const bannersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_ROUTES.banners,
    {
      schema: {
        tags: ['banners'],
        summary: 'Banners showing now, in order (spec §7)',
        description: 'link is an in-app path (/store/…) or an https URL; image may be null (text banner).',
        response: { 200: ZBannersResponse },
      },
    },
    async () => listBanners(app.db, app.now()),
  );
};
