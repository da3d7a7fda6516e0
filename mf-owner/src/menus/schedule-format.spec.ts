import { nextServiceName } from './schedule-format';

describe('nextServiceName', () => {
  // Monday 9 March 2026, 13:00 in Madrid (UTC+1).
  const next = '2026-03-09T12:00:00Z';

  it('names the weekday and the time within the coming week, as the restaurant’s clock shows them', () => {
    const sunday = new Date('2026-03-08T22:30:00Z'); // 23:30 on Sunday in Madrid
    expect(nextServiceName(next, 'en-GB', 'Europe/Madrid', sunday)).toBe('Mon 13:00');
    expect(nextServiceName(next, 'es', 'Europe/Madrid', sunday)).toBe('lun 13:00');
    expect(nextServiceName(next, 'en-GB', 'Europe/Madrid', new Date('2026-03-03T10:00:00Z'))).toBe('Mon 13:00');
    // Seen from Tokyo's clock it is already Monday night: the same instant, another wall time.
    expect(nextServiceName(next, 'en-GB', 'Asia/Tokyo', sunday)).toBe('Mon 21:00');
  });

  it('adds the date a week or more ahead, or before the reference', () => {
    expect(nextServiceName(next, 'en-GB', 'Europe/Madrid', new Date('2026-03-02T12:00:00Z'))).toBe('Mon 9 Mar 13:00');
    expect(nextServiceName(next, 'es', 'Europe/Madrid', new Date('2026-03-02T12:00:00Z'))).toBe('lun, 9 mar 13:00');
    expect(nextServiceName(next, 'en-GB', 'Europe/Madrid', new Date('2026-03-10T12:00:00Z'))).toBe('Mon 9 Mar 13:00');
  });
});
