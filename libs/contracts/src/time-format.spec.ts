import { formatTime, formatTimeRange, timeOfDay } from './time-format';

describe('one time formatter', () => {
  it("writes a wall-clock time in the locale's own way", () => {
    expect(formatTime('13:00', 'es')).toBe('13:00');
    expect(formatTime('13:00', 'en-GB')).toBe('13:00');
    expect(formatTime('13:00', 'en-US')).toBe('1:00 PM');
    expect(formatTime('09:05', 'es')).toBe('09:05');
    expect(formatTime('09:05', 'en-US')).toBe('9:05 AM');
    expect(formatTime('00:00', 'en-GB')).toBe('00:00');
  });

  it("writes an instant as the restaurant's clock shows it", () => {
    const instant = new Date('2026-11-24T12:00:00Z');
    expect(formatTime(instant, 'es', 'Europe/Madrid')).toBe('13:00');
    expect(formatTime(instant, 'en-US', 'Europe/Madrid')).toBe('1:00 PM');
  });

  it('writes a range with one style on both ends, and the same style inside a date', () => {
    expect(formatTimeRange('13:00', '16:00', 'es')).toBe('13:00–16:00');
    expect(formatTimeRange('13:00', '16:00', 'en-US')).toBe('1:00 PM–4:00 PM');
    const withDate = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'long',
      ...timeOfDay('en-US'),
      timeZone: 'Europe/Madrid',
    }).format(new Date('2026-11-24T12:00:00Z'));
    expect(withDate).toContain(formatTime(new Date('2026-11-24T12:00:00Z'), 'en-US', 'Europe/Madrid'));
  });

  it('leaves a time it cannot read as it is', () => {
    expect(formatTime('', 'es')).toBe('');
  });
});
