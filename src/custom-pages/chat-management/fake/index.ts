import { defineFakeArea } from '../../../fake-api/area';
import { chatManagementContract } from '../contract';
import { chatManagementHandlers } from './handlers';
import { seedChat, type ChatMessageRecord, type ChatThreadRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    /** One thread per order that has a chat. */
    chatThreads: ChatThreadRecord[];
    /** Every message of every thread, with a simulated customer's replies stored ahead of their time. */
    chatMessages: ChatMessageRecord[];
  }
}

/** Chat with the customers of the web orders (operations spec): the orders are read here, and changed only through their area's own functions. */
export default defineFakeArea({
  name: 'chat-management',
  contract: chatManagementContract,
  handlers: chatManagementHandlers,
  tables: {
    chatThreads: ({ table, now }) => seedChat(table('penjualanWeb'), now).threads,
    chatMessages: ({ table, now }) => seedChat(table('penjualanWeb'), now).messages,
  },
});
