import { defineFakeArea } from '../../../fake-api/area';
import { knowledgeBaseContract } from '../contract';
import { knowledgeBaseHandlers } from './handlers';

declare module '../../../fake-api/model' {
  interface FakeTables {
    knowledgeBase: { updatedAt: string | null; entries: number };
  }
}

export default defineFakeArea({
  name: 'knowledge-base',
  contract: knowledgeBaseContract,
  handlers: knowledgeBaseHandlers,
  tables: { knowledgeBase: () => ({ updatedAt: null, entries: 0 }) },
});
