SELECT id, owner_id AS "ownerId", name, address, postal_code AS "postalCode", city, uuid, phone, web, email,
  languages, currency, brand_color AS "brandColor", time_zone AS "timeZone", social_links AS "socialLinks",
  map_info AS "mapInfo", closed_dates AS "closedDates", sub_domain AS "subDomain", sub_domain_state AS "subDomainState",
  sub_domain_reason AS "subDomainReason", created_at AS "createdAt", updated_at AS "updatedAt"
FROM restaurants
WHERE owner_id = $1
