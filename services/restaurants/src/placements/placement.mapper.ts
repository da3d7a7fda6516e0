import type { Placement } from '@carta/contracts';
import type { PlacementRow } from './placement.row';

export function toPlacement(row: PlacementRow): Placement {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    code: row.code,
    scans: row.scans,
    scansLast7Days: row.scansLast7Days,
    createdAt: row.createdAt.toISOString(),
  };
}
