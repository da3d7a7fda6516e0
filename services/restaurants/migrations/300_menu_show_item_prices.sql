-- A fixed-price menu hides its dishes' own prices unless the owner chose to show them (issue 13): the choice is now
-- "show", off by default. No owner chose to show them before (hiding was the choice), so every menu starts hidden.
ALTER TABLE menus ADD COLUMN show_item_prices boolean NOT NULL DEFAULT false;
ALTER TABLE menus DROP COLUMN hide_item_prices;
