-- The admins' list of every restaurant (pageAll): pending subdomain requests first, then by name. In an index, its
-- first page reads 10 entries instead of sorting every restaurant (bench/scale.mjs at 10,000 restaurants: a
-- sequential scan and a sort before it).
CREATE INDEX restaurants_admin_order_idx ON restaurants ((sub_domain_state = 'pending') DESC, lower(name), id);
