// Pictograms drawn for the guest page: inline SVG in the text's colour (no emoji font, no icon font, no request).
// Each is decorative: the name beside it, or the control's accessible name, says what it is.
import type { ReactNode } from 'react';
import { ALLERGEN_PICTOGRAMS, circlePath, type Allergen, type SocialNetwork } from '@carta/contracts';

const UI_PATHS = {
  phone:
    'M5 3h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 7.3 7.3l1.4-2.2L21 15.5V19a2 2 0 0 1-2 2C10.7 21 3 13.3 3 5a2 2 0 0 1 2-2z',
  pin: `M12 22s7-6.3 7-12a7 7 0 0 0-14 0c0 5.7 7 12 7 12z${circlePath(12, 10, 2.5)}`,
  globe: `${circlePath(12, 12, 9)}M3 12h18M12 3c2.5 2.5 3.6 5.6 3.6 9s-1.1 6.5-3.6 9c-2.5-2.5-3.6-5.6-3.6-9S9.5 5.5 12 3z`,
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  close: 'M6 6l12 12M18 6L6 18',
  clock: `${circlePath(12, 12, 9)}M12 7v5l3 2`,
};

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook: 'M15 3h-2a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z',
  instagram: `M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z${circlePath(12, 12, 4)}M17.5 6.5h.01`,
  twitter: 'M4 4l16 16M20 4L4 20',
  tiktok: 'M14 3v11.5a4 4 0 1 1-4-4M14 3c0 3 2 5 5 5',
  tripadvisor: `${circlePath(7, 13.5, 3.5)}${circlePath(17, 13.5, 3.5)}${circlePath(7, 13.5, 0.6)}${circlePath(17, 13.5, 0.6)}M3.5 9.5C8 6 16 6 20.5 9.5M10.5 13.5 12 16l1.5-2.5`,
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9l5 3-5 3z',
  web: UI_PATHS.globe,
};

/** Drawn in the text's colour by strokes the stylesheet sets once (`.g-icon`), not per icon in the markup. */
function Svg({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className ? `g-icon ${className}` : 'g-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const allergenSymbol = (allergen: Allergen) => `g-allergen-${allergen}`;

/**
 * Every allergen pictogram once per page, as symbols the icons `<use>`: a 100-dish menu marks ~280 allergens, and
 * each inline copy of its path was markup to send, parse and lay out before the first paint.
 */
export function AllergenSymbols() {
  return (
    <svg className="g-symbols" aria-hidden="true" focusable="false">
      {(Object.keys(ALLERGEN_PICTOGRAMS) as Allergen[]).map((allergen) => (
        <symbol key={allergen} id={allergenSymbol(allergen)} viewBox="0 0 24 24">
          <path d={ALLERGEN_PICTOGRAMS[allergen]} />
        </symbol>
      ))}
    </svg>
  );
}

/** Drawn from `AllergenSymbols`, which the guest app renders once on every page. */
export function AllergenIcon({ allergen }: { allergen: Allergen }) {
  return (
    <Svg className="g-allergen-icon">
      <use href={`#${allergenSymbol(allergen)}`} />
    </Svg>
  );
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <Svg>
      <path d={SOCIAL_PATHS[network]} />
    </Svg>
  );
}

export function Icon({ name }: { name: keyof typeof UI_PATHS }) {
  return (
    <Svg>
      <path d={UI_PATHS[name]} />
    </Svg>
  );
}
