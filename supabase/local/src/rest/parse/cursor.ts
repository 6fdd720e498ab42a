import { type PgrstError, parseError } from '../errors.ts';

/** A tiny recursive-descent helper over one query string value; failures become PGRST100. */
export class Cursor {
  pos = 0;

  constructor(
    readonly input: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  /** PostgREST's `ws`: spaces and tabs between the tokens of a logic tree. */
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** `text` with optional whitespace around it (PostgREST's lexeme). */
  eatToken(text: string): boolean {
    const start = this.pos;
    this.skipSpaces();
    if (this.eat(text)) {
      this.skipSpaces();
      return true;
    }
    this.pos = start;
    return false;
  }

  expect(text: string): void {
    if (!this.eat(text)) throw this.fail(`"${text}"`);
  }

  fail(expecting: string): PgrstError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return parseError(this.what, this.input, `unexpected ${found} expecting ${expecting}`, this.pos + 1);
  }

  /** A column/relation name: letters, digits, `_`, `$`, spaces, and `-` not starting `->`; or a "quoted" name. */
  name(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const ch = this.peek();
      if (ch === '-' && this.peek(1) === '>') break;
      if (/[\p{L}\p{N}_$ -]/u.test(ch)) this.pos++;
      else break;
    }
    const name = this.input.slice(start, this.pos).trim();
    if (!name) throw this.fail('field name');
    return name;
  }

  /** A double-quoted string with backslash escapes. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.input.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    this.expect('"');
    return out;
  }
}
