-- A subdomain an admin withdraws (it was accepted) is 'withdrawn', no longer 'rejected' like a request refused, and
-- the admin's reason for either is kept, so the owner's and the admin's screens say it as the mail did.
ALTER TABLE restaurants DROP CONSTRAINT restaurants_sub_domain_state_check,
  ADD CONSTRAINT restaurants_sub_domain_state_check
    CHECK (sub_domain_state IN ('none', 'pending', 'accepted', 'rejected', 'withdrawn')),
  ADD COLUMN sub_domain_reason text;
-- Withdrawals made before: rejected while the restaurant still holds the name (only a withdrawal holds it and keeps
-- it as the requested subdomain). Their reason was only mailed.
UPDATE restaurants r SET sub_domain_state = 'withdrawn'
  WHERE sub_domain_state = 'rejected'
    AND EXISTS (SELECT 1 FROM subdomain_holds h WHERE h.sub_domain = r.sub_domain AND h.restaurant_id = r.id);
