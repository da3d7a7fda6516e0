// Pictograms drawn for the guest page: inline SVG in the text's colour (no emoji font, no icon font, no request).
// Each is decorative: the name beside it, or the control's accessible name, says what it is.
import type { ReactNode } from 'react';
import type { Allergen, SocialNetwork } from '@carta/contracts';

/** A circle as a path, so every pictogram is one list of strokes. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** A seed or a grain: a pointed oval, `dx` leaning. */
const seed = (x: number, y: number, dx = 0) => `M${x} ${y}c2 1 2 4.5 ${dx} 6.5c-2-2-2-5.5 ${-dx} -6.5z`;

const ALLERGEN_PATHS: Record<Allergen, string> = {
  celery: `M8 22c0-6 1-9 3-12M12 22V9M16 22c0-6-1-9-3-12${circle(9, 6, 2)}${circle(12, 4, 2)}${circle(15, 6, 2)}`,
  crustaceans:
    'M20 6c-6-2-14 1-14 8 0 3 2 5 5 5M9.5 9l1.5 4M13 7.5l.5 4.5M16.5 6.5l-.5 4.5M11 19l-3 3M11 19l1.5 3M20 6l2-3',
  dairyProducts: 'M9 2h6M10 2v3L7 9v12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V9l-3-4V2M7 13h10',
  egg: 'M12 3c3.5 0 6.5 5.5 6.5 10.5a6.5 6.5 0 0 1-13 0C5.5 8.5 8.5 3 12 3z',
  fish: `M2.5 12c3-5 10-6.5 14.5 0-4.5 6.5-11.5 5-14.5 0zM17 12l4.5-4v8z${circle(7.5, 11, 0.6)}`,
  gluten: `M12 22V5${seed(10, 4, 2)}${seed(14, 4, -2)}${seed(10, 9, 2)}${seed(14, 9, -2)}${seed(10, 14, 2)}${seed(14, 14, -2)}`,
  lupins: `M12 22V12M12 18c-3 0-5-2-5-4 3 0 5 2 5 4z${circle(12, 4, 1.8)}${circle(9.5, 7.5, 1.8)}${circle(14.5, 7.5, 1.8)}${circle(12, 10.5, 1.6)}`,
  mollusks: 'M12 19L3.5 9.5a8.5 8.5 0 0 1 17 0zM12 19L8 3.5M12 19V1.5M12 19l4-15.5M9 19h6v3H9z',
  mustard: `M8 2h8v3H8zM7 5h10v15a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z${circle(10, 12, 1)}${circle(14, 12, 1)}${circle(12, 16, 1)}`,
  peanuts:
    'M12 2.5a4.2 4.2 0 0 1 4.2 4.2c0 1.8-1.2 2.8-1.2 5.3s1.2 3.5 1.2 5.3a4.2 4.2 0 0 1-8.4 0c0-1.8 1.2-2.8 1.2-5.3S7.8 8.5 7.8 6.7A4.2 4.2 0 0 1 12 2.5zM10.5 6.5h.01M13.5 7.5h.01M10.5 16.5h.01M13.5 17.5h.01',
  peelFruits: 'M4.5 10.5C4.5 6 8 3.5 12 3.5s7.5 2.5 7.5 7zM12 3.5V1.5M6 10.5c0 6 3 11 6 11s6-5 6-11',
  sesameGrains: `${seed(8, 3, 1)}${seed(16, 6, -1)}${seed(11, 13, 1)}`,
  soy: `M3.5 18C5 10 11 4 20.5 4 20 12 13 18.5 3.5 18z${circle(9, 13.5, 1.7)}${circle(12.5, 10.5, 1.7)}${circle(16, 7.5, 1.7)}`,
  sulfurDioxideSulphites: 'M7 2.5h10l-1 6.5a4 4 0 0 1-8 0zM7.6 6h8.8M12 13v7.5M8 21.5h8',
};

const UI_PATHS = {
  phone:
    'M5 3h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 7.3 7.3l1.4-2.2L21 15.5V19a2 2 0 0 1-2 2C10.7 21 3 13.3 3 5a2 2 0 0 1 2-2z',
  pin: `M12 22s7-6.3 7-12a7 7 0 0 0-14 0c0 5.7 7 12 7 12z${circle(12, 10, 2.5)}`,
  globe: `${circle(12, 12, 9)}M3 12h18M12 3c2.5 2.5 3.6 5.6 3.6 9s-1.1 6.5-3.6 9c-2.5-2.5-3.6-5.6-3.6-9S9.5 5.5 12 3z`,
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  close: 'M6 6l12 12M18 6L6 18',
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
};

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook: 'M15 3h-2a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z',
  instagram: `M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z${circle(12, 12, 4)}M17.5 6.5h.01`,
  twitter: 'M4 4l16 16M20 4L4 20',
  tiktok: 'M14 3v11.5a4 4 0 1 1-4-4M14 3c0 3 2 5 5 5',
  tripadvisor: `${circle(7, 13.5, 3.5)}${circle(17, 13.5, 3.5)}${circle(7, 13.5, 0.6)}${circle(17, 13.5, 0.6)}M3.5 9.5C8 6 16 6 20.5 9.5M10.5 13.5 12 16l1.5-2.5`,
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
      {(Object.keys(ALLERGEN_PATHS) as Allergen[]).map((allergen) => (
        <symbol key={allergen} id={allergenSymbol(allergen)} viewBox="0 0 24 24">
          <path d={ALLERGEN_PATHS[allergen]} />
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
