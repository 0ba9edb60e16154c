/** The knowledge-base bot update's messages (spec), verbatim. */
export const knowledgeBaseMessages = {
  success: 'Knowledge base bot berhasil diupdate!',
  failure: 'Gagal update knowledge base bot!',
} as const;
