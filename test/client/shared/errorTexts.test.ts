import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@shared/messages';

/**
 * The texts in `code format` under "Error texts" are requirements themselves, character for character
 * (docs/requirements.md#how-to-cite). Other tests compare what the product shows with `MSG.*`, which
 * a changed text passes; this one compares `MSG` with the document.
 */
const requirements = readFileSync(path.resolve(__dirname, '../../../docs/requirements.md'), 'utf8');

function errorTextsOfRequirements(): string[] {
  const start = requirements.indexOf('\n## Error texts\n');
  const end = requirements.indexOf('\n## ', start + 1);
  const section = requirements.slice(start, end);
  const spans = [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\s+/g, ' '));
  // Status codes, paths and field names (`0`, `/login`, `message`…) are one word; the texts are not.
  return [...new Set(spans.filter((span) => span.includes(' ')))];
}

describe('the error texts of the requirements', () => {
  const texts = errorTextsOfRequirements();
  const messages = new Set<string>(Object.values(MSG));

  it('are read from the document', () => {
    expect(texts.length).toBeGreaterThan(60);
    expect(texts).toEqual(
      expect.arrayContaining([
        'An error occurred during login',
        'You do not have permission for this operation.',
        'Failed to fetch project with ID: {id}',
        'Unknown error',
      ]),
    );
  });

  it.each(texts)('include "%s", character for character, among the product’s texts', (text) => {
    expect(messages.has(text)).toBe(true);
  });

  it('are all among the product’s texts', () => {
    expect(texts.filter((text) => !messages.has(text))).toEqual([]);
  });

  // docs/requirements.md#errors-content: the texts of the calls of that section's table.
  it('include the thrown texts of the calls that show them', () => {
    expect(texts).toEqual(
      expect.arrayContaining([
        'An error occurred while verifying email',
        'An error occurred while resending verification pin',
        'An error occurred while assigning consultant',
        'An error occurred while fetching available consultants',
        'An error occurred while getting profile',
      ]),
    );
  });
});
