import { fileNameOf } from './download';

describe("a download's file name", () => {
  it("takes the server's UTF-8 name, else its ASCII one, else the fallback", () => {
    const both = `inline; filename="Casa-Pepe-Menu-del-dia-es.pdf"; filename*=UTF-8''Casa%20Pepe%20-%20Men%C3%BA%20del%20d%C3%ADa%20%28es%29.pdf`;
    expect(fileNameOf(both, 'menu-es.pdf')).toBe('Casa Pepe - Menú del día (es).pdf');
    expect(fileNameOf('inline; filename="Casa-Pepe-jp.pdf"', 'menu-jp.pdf')).toBe('Casa-Pepe-jp.pdf');
    expect(fileNameOf(`inline; filename="a.pdf"; filename*=UTF-8''%E0%A4.pdf`, 'menu.pdf')).toBe('a.pdf');
    expect(fileNameOf(undefined, 'table-tents.pdf')).toBe('table-tents.pdf');
  });
});
