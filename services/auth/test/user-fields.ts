/** The keys of a user on the wire (spec §users), sorted: what every answer carrying a user must show, no more. */
export const USER_FIELDS = [
  '_id',
  'city',
  'country',
  'createdAt',
  'email',
  'name',
  'phone',
  'role',
  'updatedAt',
  'urlAvatar',
  'verified',
];
