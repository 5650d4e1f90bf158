import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCampaignQuery, readDonationQuery, readId, type RawQuery } from '../queries';
import type { EnvironmentStore } from '../store';

export function registerCampaignRoutes(scope: FastifyInstance, store: EnvironmentStore): void {
  scope.get('/api/campaigns/', async (request) => {
    const { page, query } = readCampaignQuery(request.query as RawQuery);
    return store.listCampaigns(query, page);
  });

  scope.get('/api/campaigns/:id', async (request: FastifyRequest<{ Params: { id: string } }>) =>
    store.getCampaign(readId('id', request.params.id)),
  );

  // No pages: with no filters, every donation is returned (as published).
  scope.get('/api/donations/', async (request) => store.listDonations(readDonationQuery(request.query as RawQuery)));
}
