import type { knowledgeBaseContract } from '../contract';
import { changed, type Handler } from '../../../fake-api/http';

/** Rebuilds the chatbot's knowledge from what the shop sells now: one entry per active brand. */
const generate: Handler<(typeof knowledgeBaseContract)['generate']> = ({ db, now }) => {
  const entries = db.merk.filter((b) => b.isActive).length;
  db.knowledgeBase = { updatedAt: now.toISOString(), entries };
  return changed({ message: 'Knowledge base bot berhasil diupdate!', jumlahEntri: entries, updatedAt: now.toISOString() });
};

export const knowledgeBaseHandlers = { generate };
