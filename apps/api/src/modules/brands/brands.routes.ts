/**
 * Brand routes (spec §7): GET /api/brands (search query), GET /api/brands/{bid}. Thin: schema + one call.
 */
import { API_ROUTES, ZBrandResponse, ZBrandsResponse, zText } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBrandWithStores, listBrandSummaries } from './list-brands';

export const brandsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.brands,
    {
      schema: {
        tags: ['brands'],
        summary: 'Brands with store counts, by name (spec §7); `search` matches name or alias',
        querystring: z.object({
          search: zText()
            .trim()
            .max(50)
            .optional()
            .describe('Text in the brand name or an alias, e.g. 五十嵐'),
        }),
        response: { 200: ZBrandsResponse },
      },
    },
    async (request) => ({ brands: await listBrandSummaries(app.db, request.query.search) }),
  );

  app.get(
    API_ROUTES.brand,
    {
      schema: {
        tags: ['brands'],
        summary: 'A brand and its stores (spec §2 /brands/{bid}/stores). 404 brand_not_found',
        params: z.object({ bid: zText().min(1).max(100).describe('Brand identifier') }),
        querystring: z
          .object({
            lat: z.coerce.number().min(-90).max(90).optional(),
            lng: z.coerce.number().min(-180).max(180).optional(),
          })
          .refine((q) => (q.lat == null) === (q.lng == null), {
            message: '經緯度 lat 與 lng 需同時提供',
            path: ['lat'],
          })
          .describe('Optional diner position: stores then carry their distance in metres'),
        response: { 200: ZBrandResponse },
      },
    },
    async (request) => getBrandWithStores(app.db, request.params.bid, app.now(), request.query),
  );
};
