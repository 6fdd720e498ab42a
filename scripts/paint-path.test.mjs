// node --test scripts/paint-path.test.mjs
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { countLines, PAINT_PATH } from './paint-path.mjs';
import { ROOT } from './run.mjs';

describe('the request-to-paint count', () => {
  it('counts every line, and as code only what is neither blank nor a comment', () => {
    const text = [
      '/**',
      ' * A block comment.',
      ' */',
      "import { a } from 'a';",
      '',
      '// a line comment',
      'const b = 1; // trailing',
      '/* one line */',
      '/* opens',
      '   closes */ const c = 2;',
      '',
    ].join('\n');
    assert.deepEqual(countLines(text), { lines: 10, code: 3 });
  });

  it('names only files that exist: a file moved without its entry here would drop out of the count', () => {
    assert.deepEqual(
      PAINT_PATH.filter((file) => !existsSync(join(ROOT, file))),
      [],
    );
  });
});
