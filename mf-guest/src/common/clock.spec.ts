import { previewInstant } from './preview-instant';

describe('previewInstant', () => {
  it('reads an ISO instant from the fragment #at=, and nothing else', () => {
    expect(previewInstant('#at=2026-12-24T19%3A30%3A00.000Z')).toBe(Date.parse('2026-12-24T19:30:00Z'));
    expect(previewInstant('#at=2026-12-24T19:30:00.000Z')).toBe(Date.parse('2026-12-24T19:30:00Z'));
    expect(previewInstant('')).toBeNull();
    expect(previewInstant('#at=tomorrow')).toBeNull();
    expect(previewInstant('#section-1')).toBeNull();
  });
});
