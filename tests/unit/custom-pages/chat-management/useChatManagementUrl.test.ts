import { describe, expect, it } from 'vitest';
import { chatManagementSearch, readChatManagementView } from '@/custom-pages/chat-management/useChatManagementUrl';

describe('chat management state in the address', () => {
  it.each([
    ['', { thread: '', search: '', filter: 'all', proofs: null }],
    ['thread=262&q=dewi&filter=unread&proofs=0', { thread: '262', search: 'dewi', filter: 'unread', proofs: false }],
    ['filter=bogus&proofs=maybe', { thread: '', search: '', filter: 'all', proofs: null }],
    ['filter=active&proofs=1', { thread: '', search: '', filter: 'active', proofs: true }],
  ])('reads "%s"', (query, expected) => {
    expect(readChatManagementView(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(chatManagementSearch({ thread: '', search: '', filter: 'all', proofs: null })).toBe('');
    const view = { thread: '258', search: 'Customer #', filter: 'unread', proofs: false } as const;
    const query = chatManagementSearch(view);
    expect(query).toBe('thread=258&q=Customer+%23&filter=unread&proofs=0');
    expect(readChatManagementView(new URLSearchParams(query))).toEqual(view);
  });
});
