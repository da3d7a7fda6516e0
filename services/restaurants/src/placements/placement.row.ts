/** A placements row with its scan counts, as the repository reads it. */
export interface PlacementRow {
  id: string;
  restaurantId: string;
  name: string;
  code: string;
  scans: number;
  scansLast7Days: number;
  createdAt: Date;
}

/** What a short link leads to: its restaurant, whether or not the placement is still live. */
export interface ShortLinkTarget {
  restaurantId: string;
  /** The accepted subdomain, or null. */
  subDomain: string | null;
}
