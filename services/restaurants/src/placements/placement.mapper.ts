import { shownCount, type Placement } from '@carta/contracts';
import type { PlacementRow } from './placement.row';

export function toPlacement(row: PlacementRow): Placement {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    code: row.code,
    scans: shownCount(row.scans),
    scansLast7Days: shownCount(row.scansLast7Days),
    createdAt: row.createdAt.toISOString(),
  };
}
