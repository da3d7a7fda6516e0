import { qrFileBase } from './qr-file-name';

describe('qrFileBase', () => {
  it('keeps the letters of a name with accents', () => {
    expect(qrFileBase({ _id: 'id-1', name: 'La Tasca de Lucía' })).toBe('qr-la-tasca-de-lucia');
    expect(qrFileBase({ _id: 'id-1', name: 'Peña «El Niño» & Cía.' })).toBe('qr-pena-el-nino-cia');
  });

  it('falls back to the id when no letter is left', () => {
    expect(qrFileBase({ _id: 'id-1', name: '東京' })).toBe('qr-id-1');
  });
});
