import type { Contract } from '../../api/contract';
import { changed, type Handler } from '../http';

/** Rebuilds the chatbot's knowledge from what the shop sells now: one entry per active brand. */
const generate: Handler<Contract['knowledgeBase']['generate']> = ({ db, now }) => {
  const entries = db.brands.filter((b) => b.isActive).length;
  db.knowledgeBase = { updatedAt: now.toISOString(), entries };
  return changed({ message: 'Knowledge base bot berhasil diupdate!', jumlahEntri: entries, updatedAt: now.toISOString() });
};

export const knowledgeBaseHandlers = { generate };
