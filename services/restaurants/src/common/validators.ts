import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  isEmail,
  IsDefined,
  IsInt,
  isURL,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  MAX_LENGTH,
  MAX_PRICE_CENTS,
  RESTAURANT_LANGUAGES,
  SOCIAL_NETWORKS,
  webAddress,
  type ErrorCode,
  type SocialNetwork,
} from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

/** Trims strings; leaves anything else for the type checks to refuse. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Skips the field's rules only when it is absent; null is validated (and refused) like any other value. */
export const Optional = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Skips the rules when absent or null (null clears the value). */
export const Nullable = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

export const BooleanField = () => IsBoolean({ message: 'ERROR' });

/** The decimal rule in integer cents (a product's, a fixed menu's or an item's price): a whole number from 0 to
 * MAX_PRICE_CENTS (fits the integer column; the forms read the same bound from PRICE), else DECIMAL. */
export const CentsField = () =>
  applyDecorators(
    IsInt({ message: 'DECIMAL' }),
    Min(0, { message: 'DECIMAL' }),
    Max(MAX_PRICE_CENTS, { message: 'DECIMAL' }),
  );

/** The spec's url rule: an http or https address. */
export function isHttpUrl(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= MAX_LENGTH.url &&
    isURL(value, { protocols: ['http', 'https'], require_protocol: true })
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A valid IANA time zone name (what Intl knows), e.g. Europe/Madrid or UTC. */
export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const rule = (name: string, message: ErrorCode, validate: (value: unknown) => boolean) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => message } });

/** An optional free-text field: a string of at most `max` characters, trimmed. */
export const OptionalText = (max: number) =>
  applyDecorators(Trim(), Optional(), IsString({ message: 'ERROR' }), MaxLength(max, tooLong(max)));

/** An address as owners write it, whole (webAddress); what is none is left for the url rule to refuse. */
const WholeAddress = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (webAddress(value) ?? value) : value));

/** '' or an http(s) URL, taken as owners write it ("lacocinadelucia.es" is stored https://lacocinadelucia.es). */
export const OptionalUrl = () =>
  applyDecorators(
    Trim(),
    WholeAddress(),
    Optional(),
    rule('isHttpUrlOrEmpty', 'NOT_A_VALID_URL', (v) => v === '' || isHttpUrl(v)),
  );

/** '' or an e-mail address. */
export const OptionalEmail = () =>
  applyDecorators(
    Trim(),
    Optional(),
    rule(
      'isEmailOrEmpty',
      'EMAIL_IS_NOT_VALID',
      (v) => v === '' || (typeof v === 'string' && v.length <= MAX_LENGTH.email && isEmail(v)),
    ),
  );

export const TimeZoneField = () => applyDecorators(Trim(), Optional(), rule('isTimeZone', 'ERROR', isTimeZone));

/** #rrggbb, stored lower-case. */
export const ColorField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    Optional(),
    rule('isHexColor', 'ERROR', (v) => typeof v === 'string' && /^#[0-9a-f]{6}$/.test(v)),
  );

const LANGUAGES = new Set<string>(RESTAURANT_LANGUAGES);
const NETWORKS = new Set<string>(SOCIAL_NETWORKS);

/**
 * Text per restaurant language: known language codes only (else ERROR), string values, each at most `max`
 * characters (else TOO_LONG); which languages: the service checks.
 */
export const TranslatedField = (max: number) =>
  applyDecorators(
    rule(
      'isTranslated',
      'ERROR',
      (v) => isObject(v) && Object.entries(v).every(([key, text]) => LANGUAGES.has(key) && typeof text === 'string'),
    ),
    ValidateBy(
      {
        name: 'translationMaxLength',
        validator: { validate: (v) => Object.values(v as Record<string, string>).every((text) => text.length <= max) },
      },
      tooLong(max),
    ),
  );

/** The name of a product, menu or section: required, per restaurant language. */
export const NameField = () => applyDecorators(IsDefined({ message: 'IS_EMPTY' }), TranslatedField(MAX_LENGTH.name));

/**
 * {network: url}: known networks only (else ERROR), each value '' or an http(s) URL (else NOT_A_VALID_URL), taken as
 * owners write it: "@lacocinadelucia" in instagram is stored https://www.instagram.com/lacocinadelucia (webAddress).
 */
export const SocialLinksField = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([network, url]) => [
              network,
              typeof url === 'string' && NETWORKS.has(network)
                ? (webAddress(url, network as SocialNetwork) ?? url)
                : url,
            ]),
          )
        : value,
    ),
    Optional(),
    rule('isSocialNetworks', 'ERROR', (v) => isObject(v) && Object.keys(v).every((key) => NETWORKS.has(key))),
    rule('isSocialUrls', 'NOT_A_VALID_URL', (v) =>
      Object.values(v as Record<string, unknown>).every((url) => url === '' || isHttpUrl(url)),
    ),
  );
