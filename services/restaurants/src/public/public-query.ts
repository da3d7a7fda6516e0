import { SUBDOMAIN_PATTERN } from '@carta/contracts';
import { AppException, parseId } from '@carta/nest-core';

export type PublicLookup = { by: 'id'; id: string } | { by: 'subDomain'; subDomain: string };

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * `?_id={id}` or `?subDomainEnabled=true&subDomain={sub}` (spec §7), nothing else: a guest may only find a
 * restaurant by its id or by an accepted subdomain. Host names are case-insensitive; stored subdomains lower-case.
 */
export function publicLookup(query: Record<string, unknown>): PublicLookup {
  const keys = Object.keys(query).sort().join(',');
  if (keys === '_id') {
    const id = single(query._id);
    if (id === undefined) throw new AppException('ERROR_WITH_FILTER');
    return { by: 'id', id: parseId(id) };
  }
  if (keys === 'subDomain,subDomainEnabled' && query.subDomainEnabled === 'true') {
    const subDomain = single(query.subDomain);
    if (subDomain === undefined) throw new AppException('ERROR_WITH_FILTER');
    if (!SUBDOMAIN_PATTERN.test(subDomain)) throw new AppException('SUB_DOMAIN');
    return { by: 'subDomain', subDomain: subDomain.toLowerCase() };
  }
  throw new AppException('ERROR_WITH_FILTER');
}
