import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The owner and admin screens take every colour, length and shadow from the theme (libs/ui/src/theme.ts). The guest
// remote is not scanned: it writes plain CSS from the same tokens (mf-guest/src/common/styles.ts), without a CSS-in-JS
// runtime, and keeps a few sizes of its own there (touch targets, thumbnails) to stay small.
const root = join(__dirname, '../../..');
const APPS = ['shell/src', 'mf-owner/src', 'mf-admin/src'];

const LITERALS: [string, RegExp][] = [
  ['hex colour', /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi],
  ['functional colour', /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/gi],
  [
    'named colour',
    /\b(?:color|background(?:-color)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke)\s*:\s*[^;`]*\b(?:white|black|red|green|blue|gr[ae]y|yellow|orange|purple|pink|brown)\b/gi,
  ],
  ['length', /(?<![\w.-])\d*\.?\d+(?:px|rem|em|pt)\b/gi],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments say why, in words that may name a size ("a 1000×250 px banner"): blank them, keeping line numbers. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}()])\/\/.*$/gm, (_comment, before: string) => before);
}

/** Every literal colour or length in the file, as `path:line: kind "text"`. */
export function literalsIn(path: string, text: string): string[] {
  const lines = withoutComments(text).split('\n');
  return lines.flatMap((line, index) =>
    LITERALS.flatMap(([kind, pattern]) =>
      [...line.matchAll(pattern)].map((match) => `${path}:${index + 1}: ${kind} "${match[0]}"`),
    ),
  );
}

describe('styles come from the theme', () => {
  it.each(APPS)('%s writes no colour or length of its own', (app) => {
    const found = sources(join(root, app)).flatMap((file) =>
      literalsIn(relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds the literals it is meant to find, and not words in comments', () => {
    const sample = [
      'const Box = styled.div`',
      '  border: 1px solid #d0d0d0;',
      '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.1);',
      '  color: white;',
      '  margin-top: 1.5rem;',
      '`;',
      '// a 1000×250 px banner, #fff in the spec',
      '<Row style={{ marginTop: "1rem" }} />',
      "const width = theme.space(4); const link = '#main';",
    ].join('\n');
    expect(literalsIn('x.tsx', sample)).toEqual([
      'x.tsx:2: hex colour "#d0d0d0"',
      'x.tsx:2: length "1px"',
      'x.tsx:3: functional colour "rgba("',
      'x.tsx:3: length "1px"',
      'x.tsx:3: length "2px"',
      'x.tsx:4: named colour "color: white"',
      'x.tsx:5: length "1.5rem"',
      'x.tsx:8: length "1rem"',
    ]);
  });
});
