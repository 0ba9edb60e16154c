import { endpoint } from '../../api/endpoint';
import { mutationResult } from '../../api/schemas/common';
import { knowledgeBaseMessages as m } from './messages';

export const knowledgeBaseContract = {
  generate: endpoint({
    fallback: m.failure,
    method: 'POST',
    path: '/admin/produk-web/generate-knowledge-base-bot',
    response: mutationResult,
  }),
};
