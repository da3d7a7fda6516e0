-- Exceptions to the weekly schedule (issue 17): a restaurant's closed days, and a menu's closed and special days,
-- each a list of inclusive ISO date spans read by the one availability rule in libs/contracts (menu-availability).
-- Lists of at most MAX_EXCEPTIONS small objects, always read whole with their row: JSON, not tables.
ALTER TABLE restaurants ADD COLUMN closed_dates jsonb NOT NULL DEFAULT '[]';
ALTER TABLE menus ADD COLUMN exceptions jsonb NOT NULL DEFAULT '[]';
