import { endpoint } from '../endpoint';
import { mutationResult } from '../schemas/common';

export const knowledgeBaseContract = {
  generate: endpoint({
    method: 'POST',
    path: '/admin/produk-web/generate-knowledge-base-bot',
    response: mutationResult,
  }),
};
