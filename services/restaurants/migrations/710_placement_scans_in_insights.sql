-- A scan is counted once, where every guest action is: insight_counts (kind 'scan', dimension the placement's code),
-- added in memory by the `/q/{code}` link and flushed with the rest. The scans counted so far move there (at 00:00
-- UTC of their day: their hour was never kept), and placement_scans goes.
INSERT INTO insight_counts (restaurant_id, hour, kind, dimension, count)
SELECT p.restaurant_id, s.day::timestamp AT TIME ZONE 'UTC', 'scan', p.code, s.scans
FROM placement_scans s
JOIN placements p ON p.id = s.placement_id
WHERE s.scans > 0
ON CONFLICT (restaurant_id, hour, kind, dimension) DO UPDATE SET count = insight_counts.count + EXCLUDED.count;

DROP TABLE placement_scans;

-- The owner's placements list sums each placement's scans over all time: one restaurant's scans, without reading its
-- other counts.
CREATE INDEX insight_counts_scans_idx ON insight_counts (restaurant_id, dimension, hour) INCLUDE (count)
  WHERE kind = 'scan';
