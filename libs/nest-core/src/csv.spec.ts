import { csvText, guardCell, unguardCell } from './csv';

describe('the CSV formula guard', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['＝1+1', "'＝1+1"],
    // Text that would read as guarded is guarded too, so the import gives it back as it was.
    ["'=1", "''=1"],
    ["''+1", "'''+1"],
    // A negative number is a number to a spreadsheet, and no formula.
    ['-3', '-3'],
    ['-3,50', '-3,50'],
    ['-3.50', '-3.50'],
    ['3.50', '3.50'],
    ["'plain", "'plain"],
    ["'", "'"],
    ['', ''],
    ['Tortilla', 'Tortilla'],
  ])('writes %j as %j, and reads it back', (value, written) => {
    expect(guardCell(value)).toBe(written);
    expect(unguardCell(written)).toBe(value);
  });

  it('writes UTF-8 with a BOM and CRLF, in the dialect’s separator, every cell guarded', () => {
    expect(
      csvText(
        [
          ['name', 'price'],
          ['=1', '3,50'],
        ],
        'excel-es',
      ),
    ).toBe("\uFEFFname;price\r\n'=1;3,50\r\n");
    expect(csvText([['a, b', '@x']])).toBe('\uFEFF"a, b",\'@x\r\n');
  });
});
