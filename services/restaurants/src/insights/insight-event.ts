import { ALLERGENS, RESTAURANT_LANGUAGES, type InsightEvent, type RestaurantLanguage } from '@carta/contracts';
import { AppException } from '@carta/nest-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELDS: Record<InsightEvent['kind'], string> = {
  menuView: 'menu',
  dishOpen: 'item',
  filter: 'allergens',
  language: 'language',
};

const refuse = (param: string): never => {
  throw new AppException('ERROR', { param });
};

/**
 * One event from its JSON text, checked strictly: a known kind and exactly its field with a valid value, else 422
 * naming the field. Ids are lower-cased so each is one dimension value.
 */
export function parseInsightEvent(text: unknown): InsightEvent {
  let body: unknown;
  try {
    body = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    refuse('body');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('body');
  const { kind, ...rest } = body as Record<string, unknown>;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) return refuse('kind');
  const field = FIELDS[kind as InsightEvent['kind']];
  const extra = Object.keys(rest).find((key) => key !== field);
  if (extra !== undefined) throw new AppException('UNKNOWN_FIELD', { param: extra });
  const value = rest[field];
  switch (kind as InsightEvent['kind']) {
    case 'menuView':
      return typeof value === 'string' && UUID.test(value)
        ? { kind: 'menuView', menu: value.toLowerCase() }
        : refuse(field);
    case 'dishOpen':
      return typeof value === 'string' && UUID.test(value)
        ? { kind: 'dishOpen', item: value.toLowerCase() }
        : refuse(field);
    case 'filter': {
      const known = new Set<unknown>(ALLERGENS);
      const valid =
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= ALLERGENS.length &&
        new Set(value).size === value.length &&
        value.every((allergen) => known.has(allergen));
      return valid ? { kind: 'filter', allergens: value } : refuse(field);
    }
    case 'language':
      return (RESTAURANT_LANGUAGES as readonly unknown[]).includes(value)
        ? { kind: 'language', language: value as RestaurantLanguage }
        : refuse(field);
  }
}

/**
 * An event as it is counted: a dish opened is its product (the item's section says nothing to the owner); a scan of a
 * placement's short link (`placement`: its code) is counted by the link itself, never sent by a page.
 */
export type CountedEvent =
  | Exclude<InsightEvent, { kind: 'dishOpen' }>
  | { kind: 'dishOpen'; product: string }
  | { kind: 'scan'; placement: string };

/** The counts one event adds: [kind, dimension value]; a filter also counts each allergen it names. */
export function countsOf(event: CountedEvent): [string, string][] {
  switch (event.kind) {
    case 'menuView':
      return [['menuView', event.menu]];
    case 'dishOpen':
      return [['dishOpen', event.product]];
    case 'filter':
      return [['filter', ''], ...event.allergens.map((allergen): [string, string] => ['allergen', allergen])];
    case 'language':
      return [['language', event.language]];
    case 'scan':
      return [['scan', event.placement]];
  }
}
