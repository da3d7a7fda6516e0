-- Subdomains are hostname labels: hyphens inside (casa-pepe), never first nor last (contracts' SUBDOMAIN_PATTERN;
-- 002 and 182 allowed letters and digits only). The length (63) is the service's.
ALTER TABLE restaurants DROP CONSTRAINT restaurants_sub_domain_check,
  ADD CONSTRAINT restaurants_sub_domain_check CHECK (sub_domain ~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?)?$');
ALTER TABLE subdomain_holds DROP CONSTRAINT subdomain_holds_sub_domain_check,
  ADD CONSTRAINT subdomain_holds_sub_domain_check CHECK (sub_domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');
