// Allergen pictograms as data, for every screen that draws them (the guest page, the owner's product form): each
// remote draws them with its own SVG element, and this module, not shared at run time, travels with each remote.
import type { Allergen } from './restaurants';

/** A circle as a path, so every pictogram is one list of strokes. */
export const circlePath = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** A seed or a grain: a pointed oval, `dx` leaning. */
const seed = (x: number, y: number, dx = 0) => `M${x} ${y}c2 1 2 4.5 ${dx} 6.5c-2-2-2-5.5 ${-dx} -6.5z`;

/** How every pictogram is drawn, as CSS declarations for the element that holds its paths. */
export const PICTOGRAM_STROKE_CSS =
  'fill:none;stroke:currentColor;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round';

/**
 * Each allergen's pictogram, drawn beside its name (never alone: the name is the label), the same for guests and
 * owners: SVG path data on a 24 × 24 grid, drawn with `PICTOGRAM_STROKE_CSS`, so no emoji or icon font is needed to
 * show it.
 */
export const ALLERGEN_PICTOGRAMS: Record<Allergen, string> = {
  celery: `M8 22c0-6 1-9 3-12M12 22V9M16 22c0-6-1-9-3-12${circlePath(9, 6, 2)}${circlePath(12, 4, 2)}${circlePath(15, 6, 2)}`,
  crustaceans:
    'M20 6c-6-2-14 1-14 8 0 3 2 5 5 5M9.5 9l1.5 4M13 7.5l.5 4.5M16.5 6.5l-.5 4.5M11 19l-3 3M11 19l1.5 3M20 6l2-3',
  dairyProducts: 'M9 2h6M10 2v3L7 9v12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V9l-3-4V2M7 13h10',
  egg: 'M12 3c3.5 0 6.5 5.5 6.5 10.5a6.5 6.5 0 0 1-13 0C5.5 8.5 8.5 3 12 3z',
  fish: `M2.5 12c3-5 10-6.5 14.5 0-4.5 6.5-11.5 5-14.5 0zM17 12l4.5-4v8z${circlePath(7.5, 11, 0.6)}`,
  gluten: `M12 22V5${seed(10, 4, 2)}${seed(14, 4, -2)}${seed(10, 9, 2)}${seed(14, 9, -2)}${seed(10, 14, 2)}${seed(14, 14, -2)}`,
  lupins: `M12 22V12M12 18c-3 0-5-2-5-4 3 0 5 2 5 4z${circlePath(12, 4, 1.8)}${circlePath(9.5, 7.5, 1.8)}${circlePath(14.5, 7.5, 1.8)}${circlePath(12, 10.5, 1.6)}`,
  mollusks: 'M12 19L3.5 9.5a8.5 8.5 0 0 1 17 0zM12 19L8 3.5M12 19V1.5M12 19l4-15.5M9 19h6v3H9z',
  mustard: `M8 2h8v3H8zM7 5h10v15a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z${circlePath(10, 12, 1)}${circlePath(14, 12, 1)}${circlePath(12, 16, 1)}`,
  peanuts:
    'M12 2.5a4.2 4.2 0 0 1 4.2 4.2c0 1.8-1.2 2.8-1.2 5.3s1.2 3.5 1.2 5.3a4.2 4.2 0 0 1-8.4 0c0-1.8 1.2-2.8 1.2-5.3S7.8 8.5 7.8 6.7A4.2 4.2 0 0 1 12 2.5zM10.5 6.5h.01M13.5 7.5h.01M10.5 16.5h.01M13.5 17.5h.01',
  peelFruits: 'M4.5 10.5C4.5 6 8 3.5 12 3.5s7.5 2.5 7.5 7zM12 3.5V1.5M6 10.5c0 6 3 11 6 11s6-5 6-11',
  sesameGrains: `${seed(8, 3, 1)}${seed(16, 6, -1)}${seed(11, 13, 1)}`,
  soy: `M3.5 18C5 10 11 4 20.5 4 20 12 13 18.5 3.5 18z${circlePath(9, 13.5, 1.7)}${circlePath(12.5, 10.5, 1.7)}${circlePath(16, 7.5, 1.7)}`,
  sulfurDioxideSulphites: 'M7 2.5h10l-1 6.5a4 4 0 0 1-8 0zM7.6 6h8.8M12 13v7.5M8 21.5h8',
};
