-- The admin's user list, by name (its default order) then id: in an index, its first page reads 10 entries instead of
-- sorting every user (bench/scale.mjs at 5,000 owners: a sequential scan and a sort before it).
CREATE INDEX users_name_order_idx ON users (lower(name), id);
