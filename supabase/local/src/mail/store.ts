import { randomBytes } from 'node:crypto';

export interface Address {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  From: Address | null;
  To: Address[];
  /** Mailpit's summary names the Reply-To too: where the shop's 'write to us' replies go. */
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Snippet: string;
  HTML: string;
  Text: string;
}

/** Mailpit's 22-character IDs (base62-ish); random so one message's ID does not reveal another's. */
function newId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/** The inbox in memory, newest first, bounded: the oldest message goes when the limit is passed. */
export class MessageStore {
  private messages: StoredMessage[] = [];

  constructor(private readonly limit = 500) {}

  add(message: Omit<StoredMessage, 'ID' | 'Created' | 'Snippet'>): StoredMessage {
    const stored: StoredMessage = {
      ...message,
      ID: newId(),
      Created: new Date().toISOString(),
      Snippet: snippet(message.Text || message.HTML.replace(/<[^>]*>/g, ' ')),
    };
    this.messages.unshift(stored);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return stored;
  }

  list(): StoredMessage[] {
    return [...this.messages];
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.ID === id);
  }

  clear(): void {
    this.messages = [];
  }
}

/** Mailpit's snippet: the text with whitespace collapsed, cut to 250 characters. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}
