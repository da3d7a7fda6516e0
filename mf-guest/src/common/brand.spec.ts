import { lightTheme } from '@carta/ui/theme';
import { brandColors, contrast } from './brand';

describe('brand colours', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it('writes dark text on a light brand colour and light text on a dark one', () => {
    expect(brandColors('#ffb632', lightTheme)).toEqual({ background: '#ffb632', text: lightTheme.colors.primary });
    expect(brandColors('#1a237e', lightTheme)).toEqual({ background: '#1a237e', text: lightTheme.colors.onPrimary });
  });

  it('falls back to the theme colour when the stored one is not a colour', () => {
    expect(brandColors('red; background: url(x)', lightTheme).background).toBe(lightTheme.colors.secondary);
  });
});
