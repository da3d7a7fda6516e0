/**
 * The longest text each field takes, in characters. The services' DTOs refuse more (422 TOO_LONG, with the field in
 * `param` and this number in `max`) and the web forms read the same number: a field stops at it and counts towards it.
 */
export const MAX_LENGTH = {
  // accounts (auth)
  userName: 100,
  /** RFC 5321's limit on an address. */
  email: 254,
  password: 256,
  phone: 40,
  /** A user's city and country. */
  place: 100,
  url: 2000,
  // cities (admin)
  cityName: 100,
  // restaurants
  restaurantName: 200,
  address: 300,
  postalCode: 20,
  restaurantCity: 100,
  uuid: 50,
  restaurantPhone: 50,
  /** A product's, menu's or section's name, in each language. */
  name: 200,
  /** A product's description, in each language. */
  description: 2000,
  contactName: 100,
  contactMessage: 5000,
  /** A DNS label. */
  subDomain: 63,
  /** The reason an admin gives for rejecting or withdrawing a subdomain. */
  subdomainReason: 500,
} as const;
