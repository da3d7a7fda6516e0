-- An owner's e-mail change (issue 11): the address changes only when the verification link mailed to the new one is
-- used (new_email: the address it confirms; NULL: the account's own address). The old address is told, with a reset
-- link that also gives the account that address back (restore_email) and outlives the change.
ALTER TABLE verification_tokens ADD COLUMN new_email text CHECK (new_email = lower(new_email));
ALTER TABLE password_resets ADD COLUMN restore_email text CHECK (restore_email = lower(restore_email));
